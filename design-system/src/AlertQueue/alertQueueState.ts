import type { AlertAction, AlertLevel } from '../AlertBanner/AlertBanner.tsx';

/** member-and-shell.txt §9: "Alert auto-close: 10 s". */
export const alertAutoCloseMs = 10_000;

/** A message for the alert banner (member-and-shell.txt §2 Alert banner). */
export interface AlertMessage {
  level: AlertLevel;
  title: string;
  /** Already sanitised HTML; see `AlertBanner`'s `subtitleHtml`. */
  subtitleHtml?: string;
  /** Defaults to true. */
  closable?: boolean;
  action?: AlertAction;
  /** With an auto-close id the message leaves the queue `alertAutoCloseMs` after it shows. */
  autoCloseId?: string;
}

export interface QueuedAlert extends AlertMessage {
  /** Tells messages apart when two carry the same text. */
  key: number;
}

export type AlertQueueState = readonly QueuedAlert[];

/** member-and-shell.txt §4 Other, Alert queue: "messages enqueue". */
export function enqueueAlert(queue: AlertQueueState, message: QueuedAlert): AlertQueueState {
  return [...queue, message];
}

/** member-and-shell.txt §4 Other, Alert queue: "Dismiss removes the first". */
export function dismissFirstAlert(queue: AlertQueueState): AlertQueueState {
  return queue.slice(1);
}

/** member-and-shell.txt §4 Other, Alert queue: "with an auto-close id they dequeue after 10 seconds". */
export function dequeueAutoClosed(queue: AlertQueueState, autoCloseId: string): AlertQueueState {
  return queue.filter((message) => message.autoCloseId !== autoCloseId);
}
