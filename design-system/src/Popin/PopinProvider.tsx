import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { viewportForWidth } from '@marquee/themes';
import { isWithinMaxViewport, popins, type PopinData, type PopinId } from './popinRegistry.ts';
import { pushPopin, removePopin, type OpenPopin, type PopinStack } from './popinStack.ts';

export interface OpenPopinOptions<Id extends PopinId> {
  /** The element that opened it: `anchored` pop-ins sit next to it. */
  trigger?: Element | null;
  /** What the pop-in shows (e.g. the trailer's title and video); its type depends on the id. */
  data?: PopinData<Id>;
}

/** `data` is required for the pop-ins whose data type does not allow `undefined` (e.g. trailer). */
type OpenPopinArguments<Id extends PopinId> =
  undefined extends PopinData<Id>
    ? [options?: OpenPopinOptions<Id>]
    : [options: OpenPopinOptions<Id> & { data: PopinData<Id> }];

type PopinCloseListener = (popin: OpenPopin) => void;

export interface PopinControls {
  /** The open pop-ins, the last one on top. */
  stack: PopinStack;
  /**
   * Opens a pop-in on top of the others. Returns false, and opens nothing,
   * when the viewport is wider than the pop-in's maximum viewport
   * (member-and-shell.txt §2 Other pop-ins).
   */
  open: <Id extends PopinId>(id: Id, ...options: OpenPopinArguments<Id>) => boolean;
  /** Closes one pop-in; the others stay open. */
  close: (id: PopinId) => void;
  /** Closes every open pop-in at once. */
  closeAll: () => void;
  /** Whether the pop-in is open. */
  isOpen: (id: PopinId) => boolean;
  /** The data a pop-in was opened with; undefined while it is closed. */
  dataOf: <Id extends PopinId>(id: Id) => PopinData<Id> | undefined;
}

interface PopinContextValue extends PopinControls {
  entryOf: (id: PopinId) => OpenPopin | undefined;
  subscribeClose: (id: PopinId, listener: PopinCloseListener) => () => void;
}

const PopinContext = createContext<PopinContextValue | null>(null);

function windowWidth(): number {
  return window.innerWidth;
}

export interface PopinProviderProps {
  /** The page whose pop-ins this holds. */
  children: ReactNode;
  /**
   * Changes on every navigation (e.g. the router location's key): every open
   * pop-in closes then (member-and-shell.txt §4 Other: "navigation resets all").
   */
  locationKey?: string;
  /** Reads the viewport width when a trigger opens a pop-in. Defaults to the window's inner width. */
  getViewportWidth?: () => number;
}

/** Holds the open pop-ins of a page; every `Popin` and `usePopins` call below it shares them. */
export function PopinProvider({ children, locationKey, getViewportWidth = windowWidth }: PopinProviderProps) {
  const [stack, setStack] = useState<PopinStack>([]);
  const [seenLocationKey, setSeenLocationKey] = useState(locationKey);
  if (seenLocationKey !== locationKey) {
    setSeenLocationKey(locationKey);
    setStack([]);
  }

  const listeners = useRef(new Map<PopinId, Set<PopinCloseListener>>());
  const previousStack = useRef<PopinStack>(stack);
  // Whatever closed a pop-in (its button, Escape, close-all, navigation), its listeners hear it once.
  useEffect(() => {
    const closed = previousStack.current.filter((before) => !stack.some((now) => now.id === before.id));
    previousStack.current = stack;
    for (const popin of closed) {
      for (const listener of listeners.current.get(popin.id) ?? []) listener(popin);
    }
  }, [stack]);

  const open = useCallback(
    <Id extends PopinId>(id: Id, ...[options]: OpenPopinArguments<Id>): boolean => {
      if (!isWithinMaxViewport(popins[id].maxViewport, viewportForWidth(getViewportWidth()))) return false;
      const popin: OpenPopin = { id, trigger: options?.trigger ?? null, data: options?.data };
      setStack((current) => pushPopin(current, popin));
      return true;
    },
    [getViewportWidth],
  );
  const close = useCallback((id: PopinId) => setStack((current) => removePopin(current, id)), []);
  const closeAll = useCallback(() => setStack([]), []);
  const subscribeClose = useCallback((id: PopinId, listener: PopinCloseListener) => {
    const forId = listeners.current.get(id) ?? new Set();
    forId.add(listener);
    listeners.current.set(id, forId);
    return () => {
      forId.delete(listener);
    };
  }, []);

  const value = useMemo<PopinContextValue>(() => {
    const entryOf = (id: PopinId) => stack.find((popin) => popin.id === id);
    return {
      stack,
      open,
      close,
      closeAll,
      isOpen: (id) => entryOf(id) !== undefined,
      dataOf: <Id extends PopinId>(id: Id) => entryOf(id)?.data as PopinData<Id> | undefined,
      entryOf,
      subscribeClose,
    };
  }, [stack, open, close, closeAll, subscribeClose]);

  return <PopinContext.Provider value={value}>{children}</PopinContext.Provider>;
}

/** @internal for `Popin` and the hooks of this folder. */
export function usePopinContext(): PopinContextValue {
  const context = useContext(PopinContext);
  if (!context) throw new Error('Pop-ins need a PopinProvider above them.');
  return context;
}

/** Opens and closes pop-ins (member-and-shell.txt §4 Other, Modals). */
export function usePopins(): PopinControls {
  const { stack, open, close, closeAll, isOpen, dataOf } = usePopinContext();
  return { stack, open, close, closeAll, isOpen, dataOf };
}

/**
 * Runs `onClose` each time the pop-in closes, whatever closed it, e.g. to stop
 * a trailer's video or reset the selected subscription plan
 * (member-and-shell.txt §2 Other pop-ins).
 */
export function useOnPopinClose<Id extends PopinId>(id: Id, onClose: (data: PopinData<Id>) => void): void {
  const { subscribeClose } = usePopinContext();
  const latest = useRef(onClose);
  useEffect(() => {
    latest.current = onClose;
  });
  useEffect(() => subscribeClose(id, (popin) => latest.current(popin.data as PopinData<Id>)), [id, subscribeClose]);
}

/**
 * catalogue.txt §4 Sign-in required action: a signed-in user's action goes
 * ahead; otherwise every pop-in closes and the sign-in pop-in opens with
 * `signInRequired: true`.
 */
export function useSignInRequiredAction(): (isSignedIn: boolean, action: () => void, trigger?: Element | null) => void {
  const { open, closeAll } = usePopinContext();
  return useCallback(
    (isSignedIn, action, trigger = null) => {
      if (isSignedIn) {
        action();
        return;
      }
      closeAll();
      open('signIn', { trigger, data: { signInRequired: true } });
    },
    [open, closeAll],
  );
}
