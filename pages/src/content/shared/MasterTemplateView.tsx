import * as styles from './contentPage.css.ts';
import { plainTextParagraphs } from './richText.ts';

/**
 * A master-template page (catalogue.txt §7 Master template): its title and its CMS content as text
 * (see richText.ts). A content that repeats the title as its first heading drops that repeat.
 */
export function MasterTemplateView({ title, content }: { title: string; content: string | null | undefined }) {
  const paragraphs = plainTextParagraphs(content);
  const body = paragraphs[0]?.trim() === title.trim() ? paragraphs.slice(1) : paragraphs;
  return (
    <article className={styles.section}>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.prose}>
        {body.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
