import { useId } from 'react';
import { Accordion } from '../Accordion/Accordion.tsx';
import { Link } from '../Link/Link.tsx';
import * as styles from './FaqList.css.ts';

export const faqListHeadingLevels = [2, 3, 4, 5] as const;
export type FaqListHeadingLevel = (typeof faqListHeadingLevels)[number];

export interface FaqQuestion {
  id: string;
  question: string;
  /**
   * The answer as HTML (member-and-shell.txt §3 FAQ article `content`). It is rendered with
   * `dangerouslySetInnerHTML`, so it must arrive ALREADY SANITISED (the API's rich text, cleaned on
   * the way in); never pass user input here.
   */
  answerHtml: string;
}

export interface FaqListProps {
  /** The questions, in order, each with its sanitised HTML answer. */
  questions: readonly FaqQuestion[];
  /** A heading above the list; the questions' headings then sit one level below it. */
  title?: string;
  /** The level of the title, or of the questions when there is no title. */
  headingLevel?: FaqListHeadingLevel;
  /** A link to the full help centre ("See all questions"). */
  seeAll?: { label: string; href: string };
  /** The question open at first; all are closed when left out. */
  defaultOpenId?: string | null;
}

/**
 * FAQ questions and answers (catalogue.txt §2 footer FAQ, §4 FAQ item): one open at a time, and
 * opening the open one closes it — the Accordion's own rule.
 */
export function FaqList({ questions, title, headingLevel = 2, seeAll, defaultOpenId }: FaqListProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const questionLevel = title ? ((headingLevel + 1) as 3 | 4 | 5 | 6) : headingLevel;
  const items = questions.map((question) => ({
    id: question.id,
    title: question.question,
    content: <div className={styles.answer} dangerouslySetInnerHTML={{ __html: question.answerHtml }} />,
  }));
  return (
    <section className={styles.root} aria-labelledby={title ? titleId : undefined}>
      {title || seeAll ? (
        <div className={styles.header}>
          {title ? (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          ) : null}
          {seeAll ? <Link href={seeAll.href}>{seeAll.label}</Link> : null}
        </div>
      ) : null}
      <Accordion items={items} headingLevel={questionLevel} defaultExpandedId={defaultOpenId} />
    </section>
  );
}
