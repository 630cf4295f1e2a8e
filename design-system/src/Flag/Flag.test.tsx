import { frTheme, frTokens } from '@marquee/themes';
import { beforeAll, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Flag, flagColorOf, flagColors } from './Flag.tsx';

/** A token colour as the browser computes it, to compare with a rendered element. */
function computed(color: string) {
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

beforeAll(() => {
  document.documentElement.className = frTheme;
});

describe('Flag', () => {
  it('catalogue.txt §3 Flag colours by number: 1 green, 2 yellow, 3 grey, 4 red, 5 blue', async () => {
    const screen = await render(
      <>
        {flagColors.map((color) => (
          <Flag key={color} color={color} label={`Flag ${color}`} />
        ))}
      </>,
    );
    const expected = {
      1: [frTokens.color.flag1, frTokens.color.onFlag1],
      2: [frTokens.color.flag2, frTokens.color.onFlag2],
      3: [frTokens.color.flag3, frTokens.color.onFlag3],
      4: [frTokens.color.flag4, frTokens.color.onFlag4],
      5: [frTokens.color.flag5, frTokens.color.onFlag5],
    } as const;
    for (const color of flagColors) {
      const style = getComputedStyle(screen.getByText(`Flag ${color}`).element());
      expect(style.backgroundColor).toBe(computed(expected[color][0]));
      expect(style.color).toBe(computed(expected[color][1]));
    }
  });

  it('catalogue.txt §9 flag heart colour is number 5', async () => {
    const screen = await render(<Flag heart label="Coup de cœur" />);
    const flag = screen.getByText('Coup de cœur').element();
    expect(getComputedStyle(flag).backgroundColor).toBe(computed(frTokens.color.flag5));
    expect(flag.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('reads the wire flag colour ("2", 2) and rejects anything outside 1-5', () => {
    expect(flagColorOf('2')).toBe(2);
    expect(flagColorOf(5)).toBe(5);
    expect(flagColorOf(' 1 ')).toBe(1);
    expect(flagColorOf('0')).toBeUndefined();
    expect(flagColorOf('6')).toBeUndefined();
    expect(flagColorOf('')).toBeUndefined();
    expect(flagColorOf(null)).toBeUndefined();
    expect(flagColorOf('red')).toBeUndefined();
  });
});
