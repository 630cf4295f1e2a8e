export {
  AlertQueue,
  AlertQueueProvider,
  useAlerts,
  type AlertQueueControls,
  type AlertQueueProps,
} from './AlertQueue.tsx';
export { alertAutoCloseMs, type AlertMessage, type QueuedAlert } from './alertQueueState.ts';
