// The production server. React and React Router choose their production or development build
// from NODE_ENV when they are first imported, so it is settled here, before anything imports
// them: without it, server rendering would run React's development build (several times slower).
process.env.NODE_ENV ??= 'production';

await import('./server/main.ts');
