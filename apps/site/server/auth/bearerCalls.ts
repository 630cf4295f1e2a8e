import { apiCallList, languages } from '@marquee/data';

/**
 * The contract's calls that carry the member's bearer (`bearer: true` in
 * data/src/contract/registry.ts, member-and-shell.txt §7), as the proxy sees them: a method and a
 * path under `/api/`, client-area calls also under `/api/v1/` and `/api/{language}/` (the data
 * client's `clientApiVersioned` setting; the API answers all three). Only these get the session's
 * access token: a public call never carries it, so its answer stays the same for everyone.
 */
const bearerRoutes = apiCallList
  .filter((call) => call.bearer)
  .flatMap((call) => {
    const path = call.path
      .split('/')
      .map((segment) => (/^\{\w+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    const prefixes = call.clientArea ? ['', 'v1/', ...languages.map((language) => `${language}/`)] : [''];
    return prefixes.map((prefix) => ({ method: call.method, pattern: new RegExp(`^/api/${prefix}${path}$`) }));
  });

export function isBearerCall(method: string, pathname: string): boolean {
  const asked = method === 'HEAD' ? 'GET' : method;
  return bearerRoutes.some((route) => route.method === asked && route.pattern.test(pathname));
}
