import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AlertBanner, type AlertLevel } from '../AlertBanner/AlertBanner.tsx';
import * as styles from './AlertQueue.css.ts';
import {
  alertAutoCloseMs,
  dequeueAutoClosed,
  dismissFirstAlert,
  enqueueAlert,
  type AlertMessage,
  type AlertQueueState,
} from './alertQueueState.ts';

export interface AlertQueueControls {
  /** The queued messages, the shown one first. */
  messages: AlertQueueState;
  /** Adds a message at the end of the queue (with an auto-close id, it leaves 10 s after it shows). */
  enqueue: (message: AlertMessage) => void;
  /** Removes the first message, the one shown. */
  dismiss: () => void;
}

const AlertQueueContext = createContext<AlertQueueControls | null>(null);

/** Holds the alert queue (member-and-shell.txt §4 Other, Alert queue) for everything below it. */
export function AlertQueueProvider({ children }: { children: ReactNode }) {
  const [messages, setMessages] = useState<AlertQueueState>([]);
  const nextKey = useRef(0);

  const enqueue = useCallback((message: AlertMessage) => {
    nextKey.current += 1;
    const queued = { ...message, key: nextKey.current };
    setMessages((queue) => enqueueAlert(queue, queued));
  }, []);
  const dismiss = useCallback(() => setMessages(dismissFirstAlert), []);

  // "With an auto-close id they dequeue after 10 seconds", counted from when the message shows: one
  // queued behind another is seen for its 10 s too, then the next follows.
  const shown = messages[0];
  const shownKey = shown?.key;
  const autoCloseId = shown?.autoCloseId;
  useEffect(() => {
    if (autoCloseId === undefined) return;
    const timer = setTimeout(() => setMessages((queue) => dequeueAutoClosed(queue, autoCloseId)), alertAutoCloseMs);
    return () => clearTimeout(timer);
  }, [shownKey, autoCloseId]);

  const value = useMemo(() => ({ messages, enqueue, dismiss }), [messages, enqueue, dismiss]);
  return <AlertQueueContext.Provider value={value}>{children}</AlertQueueContext.Provider>;
}

export function useAlerts(): AlertQueueControls {
  const context = useContext(AlertQueueContext);
  if (!context) throw new Error('useAlerts needs an AlertQueueProvider above it.');
  return context;
}

export interface AlertQueueProps {
  /** Accessible name of the close button of closable messages. */
  closeLabel: string;
  /** Read before each title (e.g. { warning: 'Warning:', info: 'Information:' }). */
  levelLabels?: Record<AlertLevel, string>;
}

/**
 * Shows the first queued message (member-and-shell.txt §2 Alert banner);
 * closing it shows the next. The region is a polite live region that is
 * always present, so each message is announced when it appears.
 */
export function AlertQueue({ closeLabel, levelLabels }: AlertQueueProps) {
  const { messages, dismiss } = useAlerts();
  const shown = messages[0];
  if (!shown) return <div role="status" className={styles.region} />;
  const content = {
    level: shown.level,
    levelLabel: levelLabels?.[shown.level],
    title: shown.title,
    subtitleHtml: shown.subtitleHtml,
    action: shown.action,
  };
  return (
    <div role="status" className={styles.region}>
      {shown.closable === false ? (
        <AlertBanner key={shown.key} {...content} />
      ) : (
        <AlertBanner key={shown.key} {...content} onClose={dismiss} closeLabel={closeLabel} />
      )}
    </div>
  );
}
