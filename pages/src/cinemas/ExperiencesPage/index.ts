export { ExperiencesPage, experiencesPage } from './ExperiencesPage.tsx';
