/** What the stop says, and how: any logger with these (pino's, in the three servers). */
export interface Logger {
  info(fields: object | string, message?: string): void;
  warn(fields: object | string, message?: string): void;
  error(fields: object | string, message?: string): void;
}

/**
 * A clean stop on SIGTERM (decision 0033), the same for the site and the API: the listening socket
 * closes at once (new connections are refused, so a proxy moves on to another instance), requests
 * already in flight are answered, then `afterClose` runs (the API closes its database) and the
 * process exits 0. Draining is bounded:
 * after `drainMs` the connections still open are cut.
 *
 * Keep-alive connections would hold the server open until their idle timeout: they are closed as
 * soon as they fall idle, by sweeping every `sweepMs`.
 */
export interface Closable {
  close(callback?: (error?: Error) => void): unknown;
  /** An HTTP/1 server's (an HTTP/2 one has no keep-alive connections of that kind). */
  closeIdleConnections?: () => void;
  closeAllConnections?: () => void;
}

export function gracefulShutdown(
  server: Closable,
  {
    logger,
    afterClose = async () => {},
    drainMs = 10_000,
    sweepMs = 100,
    exit = (code: number) => process.exit(code),
  }: {
    logger: Logger;
    afterClose?: () => Promise<void>;
    drainMs?: number;
    sweepMs?: number;
    exit?: (code: number) => void;
  },
): (signal: string) => void {
  let closing = false;
  return (signal) => {
    if (closing) return;
    closing = true;
    const sweep = setInterval(() => server.closeIdleConnections?.(), sweepMs);
    const deadline = setTimeout(() => {
      logger.warn({ drainMs }, 'requests still in flight after the drain limit: cut');
      server.closeAllConnections?.();
    }, drainMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      afterClose().then(
        () => {
          logger.info('stopped');
          exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'stopping failed');
          exit(1);
        },
      );
    });
    // Said once the listening socket is closed: whoever reads it may count on new connections being refused.
    logger.info({ signal, drainMs }, 'stopping: no new connections, finishing the requests in flight');
  };
}
