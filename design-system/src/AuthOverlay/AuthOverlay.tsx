import { useEffect, useRef, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { CloseGlyph } from '../private/icons/index.ts';
import * as styles from './AuthOverlay.css.ts';

/**
 * `fullscreen`: the sign-in takes the whole screen. `centered`: a card over the dimmed page (the
 * page's own action asked for an account and stays in view). Both fill a phone's screen.
 */
export const authOverlayPlacements = ['fullscreen', 'centered'] as const;
export type AuthOverlayPlacement = (typeof authOverlayPlacements)[number];

interface AuthOverlayBase {
  /** The frame's page, on this page's own origin (a sign-in provider's pages served here). */
  src: string;
  /**
   * The dialog's heading and accessible name, and the frame's title, until the frame's page names
   * itself: then its first heading (sign-in led to sign-up, the overlay says so).
   */
  title: string;
  placement: AuthOverlayPlacement;
  /** Said while the frame's page loads. */
  loadingLabel: string;
  /** Each message the frame's page posts from this page's own origin; any other message is ignored. */
  onFrameMessage?: (data: unknown) => void;
}

interface ClosableAuthOverlay extends AuthOverlayBase {
  /** The close link, and Escape (in the page or in the frame), call it. */
  onClose: () => void;
  closeLabel: string;
}

interface ForcedAuthOverlay extends AuthOverlayBase {
  /** A frame that must be completed (a forced one): no close link, Escape does nothing. */
  onClose?: undefined;
  closeLabel?: undefined;
}

export type AuthOverlayProps = ClosableAuthOverlay | ForcedAuthOverlay;

const focusableSelector = 'input:not([type=hidden]), select, textarea, button, a[href]';

/**
 * member-and-shell.txt §2 "Authentication overlay: hosts the embedded sign-in frame, with a close
 * link when closable": a modal dialog around a same-origin frame. The focus moves into the frame
 * each time one of its pages loads; Escape closes it from inside the frame too; closing gives the
 * focus back to what opened it. Messages count only when they come from this origin and from
 * this frame. The heading follows the frame's page: each page that loads gives its first heading.
 */
export function AuthOverlay({
  src,
  title,
  placement,
  loadingLabel,
  onFrameMessage,
  onClose,
  closeLabel,
}: AuthOverlayProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [loading, setLoading] = useState(true);
  // The frame's own heading, and the title it was read under (a new title starts afresh).
  const [pageTitle, setPageTitle] = useState<{ for: string; text: string } | null>(null);
  const shownTitle = pageTitle?.for === title ? pageTitle.text : title;
  const latest = useRef({ onClose, onFrameMessage });
  useEffect(() => {
    latest.current = { onClose, onFrameMessage };
  });

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const frame = frameRef.current?.contentWindow;
      if (!frame || event.source !== frame || event.origin !== window.location.origin) return;
      latest.current.onFrameMessage?.(event.data);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  const onLoad = () => {
    setLoading(false);
    const frame = frameRef.current;
    if (!frame) return;
    let page: Document | null = null;
    try {
      page = frame.contentDocument;
    } catch {
      // Another origin's page: the frame itself takes the focus, Escape works from the page's side only.
    }
    const heading = page?.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim();
    setPageTitle(heading ? { for: title, text: heading } : null);
    // The page's first field (or what it marks autofocus: a problem to read first) takes the focus.
    const first = page?.querySelector<HTMLElement>(`[autofocus], ${focusableSelector}`);
    if (first) first.focus();
    else frame.focus();
    // Keys pressed in the frame stay in its document: Escape is heard there too.
    page?.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') latest.current.onClose?.();
    });
  };

  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      isKeyboardDismissDisabled={!onClose}
      onOpenChange={(isOpen) => {
        if (!isOpen) latest.current.onClose?.();
      }}
      className={styles.overlay[placement]}
    >
      <Modal className={styles.modal[placement]}>
        <Dialog className={styles.dialog} data-auth-overlay={placement} data-closable={onClose ? true : undefined}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {shownTitle}
            </Heading>
            {onClose ? (
              <Button variant="quiet" size="small" icon={<CloseGlyph />} onPress={onClose}>
                {closeLabel}
              </Button>
            ) : null}
          </div>
          <div className={styles.frameBox}>
            {loading ? (
              <p role="status" className={styles.loading}>
                {loadingLabel}
              </p>
            ) : null}
            <iframe
              ref={frameRef}
              src={src}
              title={shownTitle}
              className={styles.frame}
              data-loading={loading ? true : undefined}
              onLoad={onLoad}
            />
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
