import { Server } from 'node:http';

/**
 * How long an idle kept-alive connection stays open: longer than any client or proxy in front
 * keeps one (60 s is the common proxy and load-balancer idle limit), so the client always closes
 * first. Node's default of 5 s closes it under a client about to reuse it, and the request that
 * client sends then is reset (ECONNRESET): a browser asks again, a proxy or a Node client answers
 * an error. Idle connections cost a socket each; the clean stop closes them at once (shutdown.ts).
 */
export const keepAliveMs = 65_000;

/**
 * Applies `keepAliveMs` to an HTTP/1 server (an HTTP/2 one keeps its sessions its own way); the
 * headers timeout must exceed it, or Node may cut the request of a reused connection.
 */
export function keepConnectionsAlive<S>(server: S): S {
  if (server instanceof Server) {
    server.keepAliveTimeout = keepAliveMs;
    server.headersTimeout = keepAliveMs + 1_000;
  }
  return server;
}
