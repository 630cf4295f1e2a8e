import * as styles from './RichText.css.ts';

export interface RichTextProps {
  /**
   * HTML that is ALREADY SANITISED to the CMS allow-list (paragraphs, line breaks, emphasis,
   * links, lists): the app cleans it where answers enter its server. It is inserted as is.
   */
  html: string;
}

/**
 * Rich text from a CMS (an article, an FAQ answer, a cinema's description): its paragraphs,
 * links and lists in the page's rhythm. Nothing when the text is empty.
 */
export function RichText({ html }: RichTextProps) {
  if (!html.trim()) return null;
  return <div className={styles.richText} dangerouslySetInnerHTML={{ __html: html }} />;
}
