export * from './Button/index.ts';
