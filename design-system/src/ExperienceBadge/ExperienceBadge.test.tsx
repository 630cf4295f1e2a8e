import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ExperienceBadge, ExperienceBadgeList } from './ExperienceBadge.tsx';

describe('ExperienceBadge', () => {
  it('member-and-shell.txt §3 Experience tag: the tooltip title and description describe the focused badge', async () => {
    const screen = await render(
      <ExperienceBadge title="4DX" tooltip={{ title: '4DX', description: 'Sièges mobiles et effets.' }} />,
    );
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('tooltip')).toMatchTextContent('Sièges mobiles et effets.');
    await expect
      .element(screen.getByRole('button', { name: '4DX' }))
      .toHaveAccessibleDescription(/Sièges mobiles et effets\./);
  });

  it('opens the experience from the keyboard when pressable, and is plain text otherwise', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <>
        <ExperienceBadge title="IMAX" onPress={onPress} />
        <ExperienceBadge title="Dolby" />
      </>,
    );
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledOnce();
    expect(screen.getByRole('button').elements()).toHaveLength(1);
  });

  it('renders no empty list', async () => {
    const screen = await render(<ExperienceBadgeList label="Accessibilité" experiences={[]} />);
    expect(screen.container.querySelector('ul')).toBeNull();
  });
});
