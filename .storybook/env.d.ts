interface ImportMetaEnv {
  /** The site whose brand theme the story tests render in (set by npm test). */
  readonly STORY_SITE?: string;
}
