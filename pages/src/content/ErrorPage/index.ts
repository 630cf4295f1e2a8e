export { ErrorPage, errorStatuses, type ErrorPageProps, type ErrorStatus } from './ErrorPage.tsx';
