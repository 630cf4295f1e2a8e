import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Popin, usePopins, type TrailerPopinData } from '@marquee/design-system';
import * as styles from './showtimes.css.ts';

const framePlayers = ['https://www.youtube-nocookie.com/', 'https://player.vimeo.com/'];

/** The trailer itself: our `<video>` for a file, the provider's player in a frame (CSP frame-src lists them). */
function TrailerPlayer({ title, videoUrl, poster, autoplay }: TrailerPopinData & { autoplay: boolean }) {
  const { t } = useTranslation();
  const { close } = usePopins();
  const video = useRef<HTMLVideoElement>(null);
  // A clip that cannot load (network, missing file, format) says so instead of a dead player (issue 20).
  const [failed, setFailed] = useState(false);
  // Closing the pop-in unmounts the player: stop the sound at once rather than when the browser collects it.
  useEffect(() => {
    const element = video.current;
    return () => element?.pause();
  }, []);
  if (framePlayers.some((origin) => videoUrl.startsWith(origin))) {
    return (
      <iframe
        className={styles.trailer}
        src={videoUrl}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
      />
    );
  }
  if (failed) {
    return (
      <ErrorState
        message={t('films.show.trailerError')}
        retry={{ label: t('films.show.trailerErrorClose'), onRetry: () => close('trailer') }}
      />
    );
  }
  return (
    // The trailers carry no caption track in the API (catalogue.txt §3 Video).
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      ref={video}
      className={styles.trailer}
      src={videoUrl}
      poster={poster ?? undefined}
      controls
      playsInline
      preload="metadata"
      onError={() => setFailed(true)}
      // Browsers allow autoplay only without sound.
      autoPlay={autoplay}
      muted={autoplay}
      aria-label={title}
    />
  );
}

/** The `trailer` pop-in (member-and-shell.txt §2 Other pop-ins): full screen, on every viewport. */
export function TrailerPopin({ title, autoplay }: { title: string; autoplay: boolean }) {
  const { t } = useTranslation();
  return (
    <Popin id="trailer" title={title} closeLabel={t('films.show.close')}>
      {(data) => <TrailerPlayer {...data} autoplay={autoplay} />}
    </Popin>
  );
}
