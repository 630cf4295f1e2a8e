export {
  ExperienceTeaser,
  experienceTeaserHeadingLevels,
  type ExperienceTeaserHeadingLevel,
  type ExperienceTeaserLink,
  type ExperienceTeaserProps,
} from './ExperienceTeaser.tsx';
