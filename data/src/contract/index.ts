/** The wire contract: zod schemas and inferred types for every /api call, and the call registry. */
export * from './common.ts';
export * from './shows.ts';
export * from './cinemas.ts';
export * from './content.ts';
export * from './member.ts';
export * from './requests.ts';
export * from './registry.ts';
export { callRoutes, type CallOf, type CallRoute, type CallRoutes } from './routes.ts';
export * from './lenient.ts';
