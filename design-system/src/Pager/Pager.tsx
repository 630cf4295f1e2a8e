import { Link } from 'react-aria-components';
import * as styles from './Pager.css.ts';
import { pagerItems } from './pagerItems.ts';

export interface PagerProps {
  /** The current page, 1-based (catalogue.txt §5: the page query parameter defaults to 1). */
  page: number;
  /** How many pages there are; nothing is rendered when there are none. */
  pageCount: number;
  /** The address of a page; every page is a real link, so paging works without JavaScript. */
  hrefForPage: (page: number) => string;
  /** Names the navigation landmark, e.g. "Pages". */
  label: string;
  /** The previous-page link's text. */
  previousLabel: string;
  /** The next-page link's text. */
  nextLabel: string;
  /** The accessible name of a page link, e.g. (3) => "Page 3"; it must contain the number shown. */
  pageLabel: (page: number) => string;
}

/** Page links: the first, the last, and pages page-1 to page+2, with gaps marked by an ellipsis. */
export function Pager({ page, pageCount, hrefForPage, label, previousLabel, nextLabel, pageLabel }: PagerProps) {
  const items = pagerItems(page, pageCount);
  if (items.length === 0) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {current > 1 ? (
          <li>
            <Link href={hrefForPage(current - 1)} rel="prev" className={styles.link}>
              <svg className={styles.arrow} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="m10 4-4 4 4 4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
              </svg>
              {previousLabel}
            </Link>
          </li>
        ) : null}
        {items.map((item, index) =>
          item === 'gap' ? (
            // The page links around it carry their numbers; the ellipsis is only a visual cue.
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={hrefForPage(item)}
                aria-label={pageLabel(item)}
                aria-current={item === current ? 'page' : undefined}
                className={styles.link}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {current < pageCount ? (
          <li>
            <Link href={hrefForPage(current + 1)} rel="next" className={styles.link}>
              {nextLabel}
              <svg className={styles.arrow} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="m6 4 4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
              </svg>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
