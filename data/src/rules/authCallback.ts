/** The message the login frame's return page posts to the page that opened the frame. */
export interface AuthCallbackMessage {
  type: 'marquee:auth-callback';
  /** The provider's answer in the query (code, state, or error). */
  search: string;
}

export const authCallbackMessageType = 'marquee:auth-callback' as const;

export function authCallbackMessage(search: string): AuthCallbackMessage {
  return { type: authCallbackMessageType, search };
}

/** The browser window as this page needs it (typed apart from the DOM so it can be tested). */
export interface FrameWindow {
  location: { origin: string };
  parent: FrameWindow | null;
}

/**
 * The parent window when this page runs in a frame of the same origin (the site's own login
 * frame, member-and-shell.txt §2 Auth callback), else null: a top-level page, or a frame inside
 * another site, whose origin the browser does not let us read.
 */
export function sameOriginParent(own: FrameWindow): FrameWindow | null {
  const parent = own.parent;
  if (!parent || parent === own) return null;
  try {
    return parent.location.origin === own.location.origin ? parent : null;
  } catch {
    return null;
  }
}
