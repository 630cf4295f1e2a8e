import { withoutRepeatedHeading } from '@marquee/data';
import { RichText } from '@marquee/design-system';
import * as styles from './contentPage.css.ts';

/**
 * A master-template page (catalogue.txt §7 Master template): its title and its CMS content (cleaned
 * HTML, issue 23). A content that repeats the title as its first paragraph drops that repeat.
 */
export function MasterTemplateView({ title, content }: { title: string; content: string | null | undefined }) {
  return (
    <article className={styles.section}>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.prose}>
        <RichText html={withoutRepeatedHeading(content, title)} />
      </div>
    </article>
  );
}
