export { MasterTemplatePage, masterTemplatePage } from './MasterTemplatePage.tsx';
