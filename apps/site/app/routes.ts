import { route, type RouteConfig } from '@react-router/dev/routes';

export default [
  // Home, on the site root or under a language prefix (/en, /de ...).
  route(':lang?', 'routes/home.tsx'),
  // Anything else: the not-found page with HTTP 404, the address unchanged.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
