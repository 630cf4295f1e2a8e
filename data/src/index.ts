// The data layer's public API (Node-safe: no React here; hooks live in `@marquee/data/hooks`).
export * from './calls.ts';
export * from './client.ts';
export * from './contract/index.ts';
export * from './model/index.ts';
export * from './sites/index.ts';
export * from './routes/index.ts';
export * from './rules/index.ts';
