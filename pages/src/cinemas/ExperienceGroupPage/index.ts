export { ExperienceGroupPage, experienceGroupPage } from './ExperienceGroupPage.tsx';
