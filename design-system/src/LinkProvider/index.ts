export { LinkProvider, type LinkProviderProps } from './LinkProvider.tsx';
