import { useTranslation } from 'react-i18next';
import { cmsPlainText, seasonPath, type ApiCalls, type CallResponse } from '@marquee/data';
import { useEvents } from '@marquee/data/hooks';
import { Backdrop, Link } from '@marquee/design-system';
import type { PageContext } from '../../page.ts';
import * as layout from '../shared/layout.css.ts';
import { ErrorState, LoadingState } from '../../pageStatus.tsx';
import * as styles from './EventsPage.css.ts';

/** Entertainment events (catalogue.txt §2): the seasons and special events, each linking to its page. */
export function EventsPage({ site, language }: PageContext) {
  const { t } = useTranslation();
  const events = useEvents(language);
  return (
    <main id="main" className={layout.page}>
      <h1 className={layout.pageTitle}>{t('films.events.title')}</h1>
      {events.data ? (
        events.data.length > 0 ? (
          <ul className={styles.list}>
            {events.data.map((event) => (
              <li key={event.slug}>
                <EventItem event={event} href={seasonPath(site, language, event)} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={layout.status}>{t('films.events.empty')}</p>
        )
      ) : events.error ? (
        <ErrorState onRetry={events.retry} />
      ) : (
        <LoadingState lines={6} />
      )}
    </main>
  );
}

type EventItemWire = CallResponse<ApiCalls['event']>;

function EventItem({ event, href }: { event: EventItemWire; href: string | null }) {
  const description = cmsPlainText(event.description);
  return (
    <article className={styles.item}>
      <div className={styles.image}>
        {/* The title below names the event: the picture is decorative. */}
        <Backdrop
          sources={event.backdrop ? { md: event.backdrop, lg: event.backdrop } : null}
          alt=""
          sizes="(min-width: 1080px) 38rem, (min-width: 700px) 45vw, 100vw"
        />
      </div>
      <h2 className={styles.title}>{href ? <Link href={href}>{event.title}</Link> : event.title}</h2>
      {description ? <p className={styles.description}>{description}</p> : null}
    </article>
  );
}
