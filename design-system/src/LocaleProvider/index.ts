export { LocaleProvider, type LocaleProviderProps } from './LocaleProvider.tsx';
