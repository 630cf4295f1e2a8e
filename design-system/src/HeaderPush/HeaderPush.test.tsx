import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { vars } from '@marquee/themes';
import { HeaderPush } from './HeaderPush.tsx';
import { headerPushTone, isHexColour } from './headerPushColours.ts';

/** The computed rgb() of a theme token on the page, for comparison with an element's computed colour. */
function themeColour(token: string) {
  const probe = document.createElement('span');
  probe.style.color = token;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

describe('HeaderPush', () => {
  it('member-and-shell.txt §2 Header push dominant colours: only #rrggbb is accepted', () => {
    expect(isHexColour('#162124')).toBe(true);
    expect(isHexColour('#ABCDEF')).toBe(true);
    for (const bad of ['#fff', '162124', '#1621245', 'red', 'rgb(0,0,0)', '#16212g', '', null, undefined]) {
      expect(isHexColour(bad)).toBe(false);
    }
  });

  it('member-and-shell.txt §2 Header push dominant colours: text from luminance when none is given, data text only when legible', () => {
    expect(headerPushTone({ background: '#162124' })).toEqual({ tone: 'dataOnDark', background: '#162124' });
    expect(headerPushTone({ background: '#f3e6c4' })).toEqual({ tone: 'dataOnLight', background: '#f3e6c4' });
    expect(headerPushTone({ background: '#0b3d2e', text: '#fdf6e3' })).toEqual({
      tone: 'dataText',
      background: '#0b3d2e',
      text: '#fdf6e3',
    });
    // Grey on grey (about 1.3:1) is refused: the luminance rule picks the text instead.
    expect(headerPushTone({ background: '#777777', text: '#888888' }).tone).toBe('dataOnLight');
    // A text colour without a valid background is ignored: it was chosen for a background we do not show.
    expect(headerPushTone({ background: 'blue', text: '#ffffff' })).toEqual({ tone: 'theme' });
  });

  it('member-and-shell.txt §2 Header push: invalid colours fall back to the theme brand colours, with no inline style', async () => {
    const screen = await render(
      <HeaderPush title="Advance screening" colours={{ background: 'red;}body{display:none', text: '#ffffff' }} />,
    );
    const push = screen.getByRole('region', { name: 'Advance screening' }).element();
    expect(push.getAttribute('style')).toBeNull();
    expect(getComputedStyle(push).backgroundColor).toBe(themeColour(vars.color.brandSecondary));
    expect(getComputedStyle(push).color).toBe(themeColour(vars.color.onBrandSecondary));
  });

  it('member-and-shell.txt §2 Header push: a valid dominant colour paints the push, with readable text', async () => {
    const screen = await render(<HeaderPush title="Advance screening" colours={{ background: '#f3e6c4' }} />);
    const push = screen.getByRole('region').element();
    expect(getComputedStyle(push).backgroundColor).toBe('rgb(243, 230, 196)');
    expect(getComputedStyle(push).color).toBe(themeColour(vars.color.text));
  });

  it('calls onClose from its close button', async () => {
    const onClose = vi.fn();
    const screen = await render(<HeaderPush title="Advance screening" onClose={onClose} closeLabel="Close" />);
    await screen.getByRole('button', { name: 'Close' }).click();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
