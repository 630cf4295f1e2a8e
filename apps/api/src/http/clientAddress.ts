import { BlockList, isIP } from 'node:net';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/**
 * Who is asking, for the per-client rate limits (decision 0031). Browsers
 * reach the API through the site's `/api` proxy, which sets
 * `X-Forwarded-For` from its own socket; the API believes that header only
 * when the connection comes from a proxy named in `API_TRUSTED_PROXIES`, and
 * then takes the nearest address in it that is not itself a trusted proxy
 * (the right-most one: a browser can write anything to the left of what its
 * proxies append). Every other request is its socket's peer.
 */

/** `API_TRUSTED_PROXIES` unset: loopback, where `npm start` runs the site beside the API. */
export const defaultTrustedProxies = 'loopback';

/**
 * Parses `API_TRUSTED_PROXIES`: comma-separated addresses and CIDR ranges
 * (`10.0.0.0/8`, `fd00::/8`), `loopback`, or `none`.
 */
export function trustedProxies(setting: string | undefined = defaultTrustedProxies): BlockList {
  const list = new BlockList();
  for (const entry of setting
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (entry === 'none') continue;
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (!family || (bits !== undefined && !/^\d{1,3}$/.test(bits))) {
      throw new Error(`API_TRUSTED_PROXIES: "${entry}" is not an address, a CIDR range, "loopback" or "none"`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/** `::ffff:192.0.2.1` is the IPv4 client 192.0.2.1; forwarded entries may carry a port or brackets. */
function plainAddress(value: string): string | null {
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) address = mapped[1];
  return isIP(address) ? address : null;
}

function isTrusted(list: BlockList, address: string): boolean {
  return list.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
}

/** The socket's peer is a proxy named in `API_TRUSTED_PROXIES` (whose forwarded headers are believed). */
export function isTrustedPeer(list: BlockList, peer: string): boolean {
  const address = plainAddress(peer);
  return address !== null && isTrusted(list, address);
}

/** The client's address, or null when the request came without a socket (in-process calls). */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: BlockList,
): string | null {
  let client = peer ? plainAddress(peer) : null;
  if (!client || !forwardedFor) return client;
  const hops = forwardedFor.split(',').reverse();
  for (const hop of hops) {
    if (!isTrusted(trusted, client)) return client;
    const address = plainAddress(hop);
    // A hop no proxy could have written: stop at the last address a trusted proxy vouched for.
    if (!address) return client;
    client = address;
  }
  return client;
}

/** Expands an IPv6 address to its eight 16-bit groups. */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => group.padStart(4, '0'));
}

/**
 * The rate-limit key of an address: an IPv4 address as it is, an IPv6 one by
 * its /64 (one subscriber's network: every address in it is one client), and
 * `unknown` for requests without a socket.
 */
export function clientKey(address: string | null): string {
  if (!address) return 'unknown';
  if (isIP(address) === 4) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** The socket peer @hono/node-server hands the app; absent for `app.request` in tests. */
export function peerAddress(c: Context): string | undefined {
  const bindings = c.env as Partial<HttpBindings> | undefined;
  return bindings?.incoming?.socket.remoteAddress;
}
