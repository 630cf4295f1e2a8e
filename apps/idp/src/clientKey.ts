import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/**
 * Who is asking, for the per-client sign-in limit: the socket's peer, or behind a trusted
 * TLS-terminating proxy (IDP_TRUST_PROXY) the address that proxy appended to X-Forwarded-For
 * (the right-most; what a browser wrote on the left is ignored). An IPv6 client counts by its
 * /64, one subscriber's network, as in the API (apps/api/src/http/clientAddress.ts).
 */
export function clientKeyOf(incoming: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy
    ? String(incoming.headers['x-forwarded-for'] ?? '')
        .split(',')
        .at(-1)
        ?.trim()
    : '';
  const address = (forwarded || incoming.socket.remoteAddress || '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIP(address) === 4) return address;
  if (isIP(address) !== 6) return 'unknown';
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return `${[...left, ...zeros, ...right].slice(0, 4).join(':')}::/64`;
}
