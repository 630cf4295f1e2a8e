import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay, Popover } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { CloseGlyph } from '../private/icons/index.ts';
import * as styles from './Popin.css.ts';
import { popins, type PopinData, type PopinId, type PopinPlacement } from './popinRegistry.ts';
import { usePopinContext } from './PopinProvider.tsx';

export interface PopinProps<Id extends PopinId> {
  /** The registered pop-in this renders (popinRegistry.ts): it shows while that id is open. */
  id: Id;
  /** The dialog's accessible name and visible heading. */
  title: string;
  /** Accessible name of the close button (it shows a cross only). */
  closeLabel: string;
  /** The content, or a function of the data the pop-in was opened with. */
  children: ReactNode | ((data: PopinData<Id>) => ReactNode);
}

// Enter on a control keeps its own meaning (press, submit); elsewhere it may close the pop-in.
const controlsSelector = 'a[href], button, input, select, textarea, [role="button"], [role="link"], [contenteditable]';

/**
 * A registered pop-in, rendered while it is open (catalogue.txt §4 Modals):
 * it closes on its close button, a click outside, Escape (and Enter when the
 * registry says so); focus stays inside and returns to the trigger; the page
 * does not scroll behind it.
 */
export function Popin<Id extends PopinId>({ id, title, closeLabel, children }: PopinProps<Id>) {
  const { entryOf, close } = usePopinContext();
  const entry = entryOf(id);
  if (!entry) return null;
  return (
    <OpenPopinSurface id={id} title={title} closeLabel={closeLabel} trigger={entry.trigger} onClose={() => close(id)}>
      {typeof children === 'function' ? children(entry.data as PopinData<Id>) : children}
    </OpenPopinSurface>
  );
}

interface OpenPopinSurfaceProps {
  id: PopinId;
  title: string;
  closeLabel: string;
  trigger: Element | null;
  onClose: () => void;
  children: ReactNode;
}

/**
 * React Aria restores focus on the frame after the dialog unmounts, but with
 * stacked pop-ins (and under load) focus can land on the dialog below instead
 * of the control that opened the one closed. Two frames later, if focus fell
 * on the page or on a container of the trigger, the trigger gets it back.
 */
function useFocusReturn(trigger: Element | null): void {
  useEffect(
    () => () => {
      if (!(trigger instanceof HTMLElement)) return;
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const active = trigger.ownerDocument.activeElement;
          const focusFellBack =
            !active || active === trigger.ownerDocument.body || (active !== trigger && active.contains(trigger));
          if (trigger.isConnected && focusFellBack) trigger.focus({ preventScroll: true });
        }),
      );
    },
    [trigger],
  );
}

function OpenPopinSurface({ id, title, closeLabel, trigger, onClose, children }: OpenPopinSurfaceProps) {
  const { placement: registeredPlacement, closesOnEnter } = popins[id];
  const triggerRef = useMemo(() => ({ current: trigger }), [trigger]);
  const dialogRef = useRef<HTMLElement>(null);
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  });
  // RAC's Dialog takes no key handlers, so Enter is heard on its element.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!closesOnEnter || !dialog) return;
    const closeOnEnter = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !(event.target instanceof Element) || event.target.closest(controlsSelector)) return;
      event.preventDefault();
      latestOnClose.current();
    };
    dialog.addEventListener('keydown', closeOnEnter);
    return () => dialog.removeEventListener('keydown', closeOnEnter);
  }, [closesOnEnter]);
  useFocusReturn(trigger);

  // Opened without a trigger (e.g. by the sign-in required action), an anchored pop-in has nothing to sit next to.
  const placement: PopinPlacement = registeredPlacement === 'anchored' && !trigger ? 'centered' : registeredPlacement;
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) onClose();
  };

  const dialog = (
    <Dialog ref={dialogRef} className={styles.dialog} data-popin={id} data-popin-placement={placement}>
      <div className={styles.header}>
        <Heading slot="title" className={styles.title}>
          {title}
        </Heading>
        <Button variant="quiet" size="small" icon={<CloseGlyph />} aria-label={closeLabel} onPress={onClose} />
      </div>
      <div className={styles.body}>{children}</div>
    </Dialog>
  );

  if (placement === 'anchored') {
    return (
      <Popover isOpen onOpenChange={onOpenChange} triggerRef={triggerRef} className={styles.popover}>
        {dialog}
      </Popover>
    );
  }
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={onOpenChange} className={styles.overlay[placement]}>
      <Modal className={styles.modal[placement]}>{dialog}</Modal>
    </ModalOverlay>
  );
}
