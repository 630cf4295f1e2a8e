import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cmsPlainText,
  pickTrailer,
  routePath,
  siteReleaseDate,
  trailerRequest,
  withAutoplay,
  type FeatureSwitches,
  type ShowDetail,
  type SiteCode,
  type TrailerSource,
} from '@marquee/data';
import { useShow } from '@marquee/data/hooks';
import { ShowHero, useOnPopinClose, usePopins, type ShowHeroTrailer } from '@marquee/design-system';
import { runtimeKey } from '../../i18n/keys.ts';
import { useFormat } from '../../i18n/formats.ts';
import type { PageContext } from '../../page.ts';
import * as layout from '../shared/layout.css.ts';
import { ErrorState, LoadingState } from '../../pageStatus.tsx';
import { ShowtimesSection } from '../showtimes/ShowtimesSection.tsx';
import { TrailerPopin } from '../showtimes/TrailerPopin.tsx';
import { contentRatingProps } from './contentRating.ts';
import * as styles from './ShowPage.css.ts';
import { useFeelingButtons } from './useFeelingButtons.ts';

/**
 * The film or entertainment page (member-and-shell.txt §2 Shows.Movie, Shows.Entertainment; issue
 * 9): the hero with its trailer and feelings, then the showtimes by day, cinema and filters, and
 * the showtime details with Book now and Add to calendar.
 */
export function ShowPage({ site, language, target, features }: PageContext) {
  const { t } = useTranslation();
  const slug = target.params.slug ?? null;
  const show = useShow(language, slug);
  if (!show.data) {
    return (
      <main id="main" className={layout.page}>
        <h1 className={layout.pageTitle}>{t('films.show.title')}</h1>
        {show.error ? <ErrorState onRetry={show.retry} /> : <LoadingState lines={6} />}
      </main>
    );
  }
  const data = show.data;
  const contentRating = contentRatingProps(data, site, (key) => t(runtimeKey(key)));
  return (
    <main id="main" className={styles.page}>
      <FilmHero show={data} site={site} features={features} />
      <div className={layout.page}>
        <ShowtimesSection
          // A new address from the router (another film, a link with other filters) starts from its own filters.
          key={routePath(site, target) ?? ''}
          site={site}
          language={language}
          target={target}
          features={features}
          show={data}
          contentRating={contentRating}
        />
      </div>
    </main>
  );
}

const subscribeNothing = () => () => {};

/** The trailer: the play button opens the pop-in; `?bandeannonce=true` opens it once the page runs. */
function useTrailer(show: ShowDetail): { source: TrailerSource | null; play: () => void; autoplay: boolean } {
  const { open } = usePopins();
  // The address's autoplay request, read once the page runs (the server render has no query here).
  const autoplay = useSyncExternalStore(
    subscribeNothing,
    () => trailerRequest(window.location.search).autoplay,
    () => false,
  );
  const source = pickTrailer(show.trailers);
  const playing = source && autoplay ? withAutoplay(source) : source;
  const play = () => {
    if (playing) open('trailer', { data: { title: show.title, videoUrl: playing.url, poster: show.backdrop?.lg } });
  };
  useEffect(() => {
    const request = trailerRequest(window.location.search);
    if (!request.open || !source) return;
    const opened = request.autoplay ? withAutoplay(source) : source;
    open('trailer', { data: { title: show.title, videoUrl: opened.url, poster: show.backdrop?.lg } });
    // Only on arrival: the address's request is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Closing the trailer forgets the request, so a reload does not open it again.
  useOnPopinClose('trailer', () => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('bandeannonce')) return;
    url.searchParams.delete('bandeannonce');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  });
  return { source, play, autoplay };
}

function FilmHero({ show, site, features }: { show: ShowDetail; site: SiteCode; features: FeatureSwitches }) {
  const { t } = useTranslation();
  const format = useFormat();
  const trailer = useTrailer(show);
  const feelings = useFeelingButtons(show, features);
  const trailerButton: ShowHeroTrailer = trailer.source
    ? { onPlayTrailer: trailer.play, trailerLabel: t('films.show.trailer') }
    : {};
  const releases = Object.fromEntries(show.releases.map((release) => [release.zone, release.date]));
  return (
    <>
      <ShowHero
        title={show.title}
        poster={show.poster}
        backdrop={show.backdrop}
        contentRating={contentRatingProps(show, site, (key) => t(runtimeKey(key)))}
        facts={{
          genres: show.genres,
          duration: show.duration ? format.duration(show.duration) : null,
          releaseDate: format.date(siteReleaseDate(releases, site)),
          directors: show.directors.join(', ') || null,
          actors: show.actors.join(', ') || null,
        }}
        factLabels={{
          genres: t('films.show.facts.genres'),
          duration: t('films.show.facts.duration'),
          releaseDate: t('films.show.facts.releaseDate'),
          directors: t('films.show.facts.directors'),
          actors: t('films.show.facts.actors'),
        }}
        synopsis={cmsPlainText(show.synopsis) || null}
        {...trailerButton}
        feelings={feelings}
      />
      <TrailerPopin title={t('films.show.trailerTitle', { title: show.title })} autoplay={trailer.autoplay} />
    </>
  );
}
