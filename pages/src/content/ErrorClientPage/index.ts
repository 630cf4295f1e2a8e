export { ErrorClientPage, errorClientPage } from './ErrorClientPage.tsx';
