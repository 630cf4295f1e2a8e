import type { MouseEvent, ReactNode } from 'react';

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export interface InPlaceLinksProps {
  /** With JavaScript: a plain click on a link inside is handed here (with its href) instead of navigating. */
  onFollow?: (href: string) => void;
  /** With JavaScript: a pointer resting on, or focus reaching, a link inside. */
  onIntent?: (href: string) => void;
  className?: string;
  children: ReactNode;
}

const hrefOf = (target: EventTarget) =>
  target instanceof Element ? (target.closest('a[href]')?.getAttribute('href') ?? null) : null;

/**
 * Links that stay real links (without JavaScript, in a new tab) but, once the page runs, apply
 * in place: a plain click is caught before the link's own navigation and before any client
 * router (React Aria's links leave a prevented click alone), so the page can rewrite its address
 * without navigating (member-and-shell.txt §2 Filters in the address).
 */
export function InPlaceLinks({ onFollow, onIntent, className, children }: InPlaceLinksProps) {
  return (
    // The wrapper only hears events bubbling from the links inside; they stay keyboard-reachable.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={className}
      // A tap on a link in here before the page has hydrated is held for the page, not followed (decision 0028).
      data-in-place=""
      onClickCapture={(event) => {
        const href = hrefOf(event.target);
        if (!onFollow || href === null || !isPlainClick(event)) return;
        event.preventDefault();
        onFollow(href);
      }}
      onPointerOver={(event) => {
        const href = hrefOf(event.target);
        if (href !== null) onIntent?.(href);
      }}
      onFocus={(event) => {
        const href = hrefOf(event.target);
        if (href !== null) onIntent?.(href);
      }}
    >
      {children}
    </div>
  );
}
