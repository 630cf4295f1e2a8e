import { describe, expect, it } from 'vitest';
import { authCallbackMessage, sameOriginParent, type FrameWindow } from './authCallback.ts';

function frame(origin: string, parent: FrameWindow | null): FrameWindow {
  return { location: { origin }, parent };
}

describe('member-and-shell.txt §2 Auth callback: the return point of the login frame', () => {
  it('answers the parent when it is a frame of the same origin', () => {
    const top = frame('https://www.marquee.fr', null);
    top.parent = top;
    expect(sameOriginParent(frame('https://www.marquee.fr', top))).toBe(top);
  });

  it('answers null for a top-level page (its parent is itself)', () => {
    const top = frame('https://www.marquee.fr', null);
    top.parent = top;
    expect(sameOriginParent(top)).toBeNull();
  });

  it('answers null inside a frame of another origin, also when reading its origin throws', () => {
    expect(sameOriginParent(frame('https://www.marquee.fr', frame('https://evil.example', null)))).toBeNull();
    const crossOrigin = {
      parent: null,
      get location(): { origin: string } {
        throw new Error('SecurityError: Blocked a frame with origin');
      },
    } as FrameWindow;
    expect(sameOriginParent(frame('https://www.marquee.fr', crossOrigin))).toBeNull();
  });

  it('posts the query of the return address under its own type', () => {
    expect(authCallbackMessage('?code=abc&state=xyz')).toEqual({
      type: 'marquee:auth-callback',
      search: '?code=abc&state=xyz',
    });
  });
});
