import { frTheme, frTokens } from '@marquee/themes';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { flagColors } from '../Flag/Flag.tsx';
import { TagBadge } from './TagBadge.tsx';

function computed(color: string) {
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

const flagTokens = {
  1: [frTokens.color.flag1, frTokens.color.onFlag1],
  2: [frTokens.color.flag2, frTokens.color.onFlag2],
  3: [frTokens.color.flag3, frTokens.color.onFlag3],
  4: [frTokens.color.flag4, frTokens.color.onFlag4],
  5: [frTokens.color.flag5, frTokens.color.onFlag5],
} as const;

beforeAll(() => {
  document.documentElement.className = frTheme;
});

describe('TagBadge', () => {
  it('catalogue.txt §3 Tag backgroundFlagColor: fills with flag colour 1 green ... 5 blue and its text colour', async () => {
    const screen = await render(
      <>
        {flagColors.map((color) => (
          <TagBadge key={color} title={`Tag ${color}`} backgroundFlagColor={color} />
        ))}
      </>,
    );
    for (const color of flagColors) {
      const style = getComputedStyle(screen.getByText(`Tag ${color}`).element());
      expect(style.backgroundColor).toBe(computed(flagTokens[color][0]));
      expect(style.color).toBe(computed(flagTokens[color][1]));
    }
  });

  it('catalogue.txt §3 Tag labelFlagColor: frames in the flag colour, title stays in the body colour', async () => {
    const screen = await render(
      <TagBadge title="Audiodescription" labelFlagColor={2} backgroundFlagColor={undefined} />,
    );
    const style = getComputedStyle(screen.getByText('Audiodescription').element());
    expect(style.borderTopColor).toBe(computed(frTokens.color.flag2));
    expect(style.color).toBe(computed(frTokens.color.text));
    expect(style.backgroundColor).toBe(computed(frTokens.color.surface));
  });

  it('catalogue.txt §3 Tag premium: a star for the eye and the premium label for screen readers', async () => {
    const screen = await render(<TagBadge title="Dolby Cinema" premium premiumLabel="Premium" onPress={() => {}} />);
    await expect.element(screen.getByRole('button', { name: /Dolby Cinema\s*Premium/ })).toBeVisible();
  });

  it('is static text without tooltip or action, and a keyboard button with one', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <>
        <TagBadge title="VOST" />
        <TagBadge title="IMAX" onPress={onPress} />
      </>,
    );
    expect(screen.getByRole('button').elements()).toHaveLength(1);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'IMAX' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledOnce();
    // The pop-in it opens is handed the tag as its trigger, to give focus back to it.
    expect(onPress).toHaveBeenCalledWith(screen.getByRole('button', { name: 'IMAX' }).element());
  });

  it('member-and-shell.txt §3 Experience tag tooltip: described by the tooltip while it is open', async () => {
    const screen = await render(
      <TagBadge title="4DX" tooltip={{ title: '4DX', description: 'Sièges dynamiques et effets.' }} />,
    );
    await userEvent.keyboard('{Tab}');
    const tag = screen.getByRole('button', { name: '4DX' });
    await expect.element(page.getByRole('tooltip')).toMatchTextContent('Sièges dynamiques et effets.');
    await expect.element(tag).toHaveAccessibleDescription(/Sièges dynamiques et effets\./);
  });
});
