/**
 * What the client loads when it makes a call (`client.ts`): the registry's schemas and the lenient
 * parse. One module, so that the browser asks for one chunk.
 */
export { apiCalls } from './registry.ts';
export { parseAnswer } from './lenient.ts';
