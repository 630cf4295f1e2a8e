export { AuthCallbackPage, authCallbackPage } from './AuthCallbackPage.tsx';
