export { ExperiencePage, experiencePage } from './ExperiencePage.tsx';
