import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  callRoutes,
  cinemaAlerts,
  cmsText,
  hasPrices,
  pageEnabled,
  routePath,
  type CinemaDetails,
  type FeatureSwitches,
} from '@marquee/data';
import { useApiCall, useCinema, useCinemas, useCities } from '@marquee/data/hooks';
import {
  Accordion,
  AlertBanner,
  Backdrop,
  Badge,
  Cta,
  FavouriteToggle,
  Link,
  Poster,
  RichText,
  ServiceList,
} from '@marquee/design-system';
import { WireCta } from '../../content/shared/WireCta.tsx';
import { useFormat } from '../../i18n/formats.ts';
import { favouritesOffered, useFavouriteToggle } from '../../members/favourites.ts';
import type { PageContext } from '../../page.ts';
import { formatPlanPrice } from '../SubscriptionPage/planPrice.ts';
import { CallState, EmptyState, ErrorState, LoadingState, NotFoundState } from '../../pageStatus.tsx';
import * as layout from '../shared/layout.css.ts';
import { pathOf } from '../shared/links.ts';
import { InfoSections, PriceList, useInfoItems, type Place } from './CinemaInfo.tsx';
import * as styles from './CinemaPage.css.ts';
import { CinemaPopins, useFragmentPopins, useHeadingRef } from './CinemaPopins.tsx';
import { Schedule } from './Schedule.tsx';

/**
 * catalogue.txt §2 single-cinema page and its light variant (catalogue.txt §3 Cinema details, §4
 * Cinema page): the programme by day with its showtimes, the cinema's alerts, pushes, services,
 * practical information, prices, cards and what is nearby; `#tarifs` and `#info` open the pricing
 * and information pop-ins.
 */
export function CinemaPage(context: PageContext) {
  const { t } = useTranslation();
  const slug = context.target.params.slug ?? null;
  const cinema = useCinema(context.language, slug);

  if (!cinema.data) {
    return (
      <main id="main" className={layout.page}>
        <h1 className={layout.title}>{t('cinemas.cinema.pageLabel')}</h1>
        {cinema.notFound ? (
          <NotFoundState site={context.site} language={context.language} />
        ) : cinema.error ? (
          <ErrorState onRetry={cinema.retry} />
        ) : (
          <LoadingState />
        )}
      </main>
    );
  }
  // catalogue.txt §4 "Layout resets on navigation": another cinema starts with nothing selected.
  return <CinemaView key={cinema.data.slug} context={context} details={cinema.data} />;
}

function CinemaView({ context, details }: { context: PageContext; details: CinemaDetails }) {
  const { t } = useTranslation();
  const { site, language, target } = context;
  const place: Place = { site, language, light: target.kind === 'Cinema.Light' };
  const heading = useHeadingRef();
  const openFromLink = useFragmentPopins(heading);
  // The model leaves the cinema's own description out: the wire answer (the same call) has it.
  const wire = useApiCall(callRoutes.cinema, language, { params: { slug: details.slug } });
  const infoItems = useInfoItems(details, wire.data?.description ?? null, place);
  // catalogue.txt §4: the selected service and the open info item each toggle on repeated selection.
  const [service, setService] = useState<string | null>(null);
  const [infoItem, setInfoItem] = useState<string | null>('access');
  const pricing = hasPrices(details.pricing) ? details.pricing : null;

  return (
    // The page only hears clicks bubbling from the #tarifs and #info links inside (keyboard activation clicks too).
    <main id="main" className={layout.page} onClickCapture={openFromLink}>
      <div className={layout.intro}>
        <div className={styles.titleRow}>
          <h1 ref={heading} tabIndex={-1} className={styles.heading}>
            {details.name}
          </h1>
          {favouritesOffered(context.features) ? <CinemaFavouriteToggle cinema={details} /> : null}
        </div>
        {details.cinemaPremium || details.premium ? (
          <ul className={styles.badges}>
            {details.cinemaPremium ? (
              <li>
                <Badge tone="premium" label={t('cinemas.cinema.premiumCinema')} />
              </li>
            ) : null}
            {details.premium ? (
              <li>
                <Badge tone="premium" label={t('cinemas.cinema.premiumExperiences')} />
              </li>
            ) : null}
          </ul>
        ) : null}
        {details.address ? (
          <p className={layout.lead}>
            {[details.address.address, [details.address.postalCode, details.address.city].filter(Boolean).join(' ')]
              .filter(Boolean)
              .join(', ')}
          </p>
        ) : null}
        <ul className={styles.actions}>
          <li>
            <Cta url="#tarifs" type="blackButton" size="small" label={t('cinemas.cinema.pricing.open')} />
          </li>
          <li>
            <Cta url="#info" type="blackButton" size="small" label={t('cinemas.cinema.info.open')} />
          </li>
        </ul>
      </div>
      <CinemaAlerts details={details} context={context} />
      <Schedule {...context} details={details} />
      <Pushes details={details} />
      {details.services.length > 0 ? (
        <section className={layout.section} aria-labelledby="cinema-services">
          <h2 id="cinema-services" className={layout.sectionTitle}>
            {t('cinemas.cinema.servicesTitle')}
          </h2>
          <ServiceList
            label={t('cinemas.cinema.servicesLabel', { name: details.name })}
            services={details.services.map((entry) => ({
              id: entry.slug,
              label: entry.label,
              description: <RichText html={entry.description ?? ''} />,
              ...(entry.image ? { imageSrc: entry.image } : {}),
            }))}
            selectedId={service}
            onSelectionChange={setService}
          />
        </section>
      ) : null}
      {/* Without JavaScript, the #info link lands here. */}
      <section id="info" className={layout.section} aria-labelledby="cinema-info">
        <h2 id="cinema-info" className={layout.sectionTitle}>
          {t('cinemas.cinema.info.title')}
        </h2>
        <Accordion items={infoItems} expandedId={infoItem} onExpandedChange={setInfoItem} />
      </section>
      {/* Without JavaScript, the #tarifs link lands here. */}
      <section id="tarifs" className={layout.section} aria-labelledby="cinema-pricing">
        <h2 id="cinema-pricing" className={layout.sectionTitle}>
          {t('cinemas.cinema.pricing.title')}
        </h2>
        {pricing ? (
          <PriceList pricing={pricing} headingLevel={3} />
        ) : (
          <EmptyState message={t('cinemas.cinema.pricing.none')} />
        )}
      </section>
      <Cards details={details} place={place} features={context.features} />
      <Nearby details={details} place={place} />
      <CinemaPopins
        pricing={
          <div className={styles.popinBody}>
            {pricing ? (
              <PriceList pricing={pricing} headingLevel={3} />
            ) : (
              <EmptyState message={t('cinemas.cinema.pricing.none')} />
            )}
          </div>
        }
        information={<InfoSections items={infoItems} />}
      />
    </main>
  );
}

/** catalogue.txt §3 Cinema alert: this cinema's messages, warnings first (catalogue.txt §4 Alert banner). */
function CinemaAlerts({ details, context }: { details: CinemaDetails; context: PageContext }) {
  const { t } = useTranslation();
  // The wire answer: the alert's type (1 site, 2 cinema) is not in the shell's model.
  const alerts = useApiCall(callRoutes.alerts, context.language, {});
  const [dismissed, setDismissed] = useState<readonly number[]>([]);
  const shown = cinemaAlerts(alerts.data ?? [], details.slug)
    .map((alert, index) => ({ alert, index }))
    .filter(({ index }) => !dismissed.includes(index));
  if (shown.length === 0) return null;
  return (
    <section aria-label={t('cinemas.cinema.alerts')} className={styles.alerts}>
      {shown.map(({ alert, index }) => {
        const subtitle = cmsText(alert.subtitle);
        const title = alert.title?.trim() || subtitle;
        return (
          <AlertBanner
            key={index}
            level={alert.level}
            title={title}
            // The subtitle is the API's HTML reduced to text: React escapes it, the banner shows it as is.
            subtitleHtml={alert.title?.trim() && subtitle ? escapeHtml(subtitle) : undefined}
            levelLabel={t(`cinemas.cinema.alert.${alert.level}`)}
            action={alert.cta ? { label: alert.cta.label, href: alert.cta.url } : undefined}
            onClose={() => setDismissed((current) => [...current, index])}
            closeLabel={t('cinemas.cinema.alert.close')}
          />
        );
      })}
    </section>
  );
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** catalogue.txt §3 Cinema details pushes: title, date, backdrop, description and call to action. */
function Pushes({ details }: { details: CinemaDetails }) {
  const { t } = useTranslation();
  if (details.pushes.length === 0) return null;
  return (
    <section className={layout.section} aria-labelledby="cinema-pushes">
      <h2 id="cinema-pushes" className={layout.sectionTitle}>
        {t('cinemas.cinema.pushesTitle')}
      </h2>
      <ul className={styles.pushes}>
        {details.pushes.map((push, index) => (
          <li key={`${push.title}-${index}`} className={styles.push}>
            {push.backdrop ? (
              <Backdrop
                sources={{ md: push.backdrop, lg: push.backdrop }}
                alt=""
                sizes="(min-width: 700px) 50vw, 100vw"
              />
            ) : null}
            <div className={styles.pushBody}>
              <h3 className={styles.subTitle}>{push.title}</h3>
              {push.date ? <p className={layout.muted}>{push.date}</p> : null}
              <RichText html={push.description ?? ''} />
              {push.cta ? (
                <div>
                  <WireCta cta={push.cta} />
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** catalogue.txt §3 Cinema details: the e-cards and Cinépass offers sold at this cinema. */
function Cards({ details, place, features }: { details: CinemaDetails; place: Place; features: FeatureSwitches }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { ecards, cinepass } = details;
  if (ecards.length === 0 && cinepass.length === 0) return null;
  const price = (value: number | string | null) => formatPlanPrice(value, format);
  // No link to the subscription page where its switches leave it out of the site (decision 0057).
  const subscriptionPath = pageEnabled('Subscription', features)
    ? pathOf(place.site, place.language, 'Subscription')
    : null;
  return (
    <section className={layout.section} aria-labelledby="cinema-cards">
      <h2 id="cinema-cards" className={layout.sectionTitle}>
        {t('cinemas.cinema.cards.title')}
      </h2>
      <ul className={styles.cards}>
        {ecards.map((card, index) => (
          <li key={`ecard-${card.label}-${index}`} className={styles.card}>
            {card.image ? (
              <div className={styles.cardImage}>
                <Poster sources={{ md: card.image, lg: card.image }} alt="" title={card.label} sizes="6rem" />
              </div>
            ) : null}
            <div className={styles.cardBody}>
              <h3 className={styles.subTitle}>{card.label}</h3>
              {card.highlightMessage ? <Badge tone="brand" size="small" label={card.highlightMessage} /> : null}
              {card.ttcAmount !== null ? <p className={styles.cardPrice}>{price(card.ttcAmount)}</p> : null}
              {card.singleTtcAmount !== null ? (
                <p className={layout.muted}>
                  {t('cinemas.cinema.cards.perSeat', { price: price(card.singleTtcAmount) })}
                </p>
              ) : null}
              {card.refCmd ? (
                <div>
                  <Cta
                    url={card.refCmd}
                    label={t('cinemas.cinema.cards.buy')}
                    type="booking"
                    size="small"
                    target="_blank"
                    newTabHint={t('cinemas.common.newTab')}
                  />
                </div>
              ) : null}
            </div>
          </li>
        ))}
        {cinepass.map((pass, index) => (
          <li key={`pass-${pass.label}-${index}`} className={styles.card}>
            <div className={styles.cardBody}>
              <h3 className={styles.subTitle}>
                {subscriptionPath ? <Link href={subscriptionPath}>{pass.label}</Link> : pass.label}
              </h3>
              {pass.price !== null ? <p className={styles.cardPrice}>{price(pass.price)}</p> : null}
              {pass.legend ? <p className={layout.muted}>{pass.legend}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Nearby cinemas and cities, named from the lists; on the light page their links stay light. */
function Nearby({ details, place }: { details: CinemaDetails; place: Place }) {
  const { t } = useTranslation();
  const cinemas = useCinemas(place.language);
  const cities = useCities(place.language);
  const { nearby } = details;
  if (nearby.cinemas.length === 0 && nearby.cities.length === 0) return null;
  const names = cinemas.data && cities.data ? { cinemas: cinemas.data, cities: cities.data } : undefined;
  const cinemaKind = place.light ? 'Cinema.Light' : 'Cinema.Single';
  const cityKind = place.light ? 'Cinema.City.Light' : 'Cinema.City.Single';
  return (
    <section className={layout.section} aria-labelledby="cinema-nearby">
      <h2 id="cinema-nearby" className={layout.sectionTitle}>
        {t('cinemas.cinema.nearbyTitle')}
      </h2>
      <CallState
        state={{
          data: names,
          error: cinemas.error ?? cities.error,
          retry: () => {
            cinemas.retry();
            cities.retry();
          },
        }}
      >
        {(known) => {
          const nearbyCinemas = nearby.cinemas.flatMap((slug) => {
            const found = known.cinemas.find((cinema) => cinema.slug === slug);
            const path = routePath(place.site, { kind: cinemaKind, language: place.language, params: { slug } });
            return found && path ? [{ slug, name: found.name, path }] : [];
          });
          const nearbyCities = nearby.cities.flatMap((slug) => {
            const found = known.cities.find((city) => city.slug === slug);
            const path = found?.singlePage
              ? routePath(place.site, { kind: cityKind, language: place.language, params: { slug } })
              : null;
            return found ? [{ slug, name: found.name, path }] : [];
          });
          return (
            <div className={styles.nearby}>
              {nearbyCinemas.length > 0 ? (
                <div className={layout.section}>
                  <h3 className={styles.subTitle}>{t('cinemas.cinema.nearbyCinemas')}</h3>
                  <ul className={layout.plainList}>
                    {nearbyCinemas.map((entry) => (
                      <li key={entry.slug}>
                        <Link href={entry.path}>{entry.name}</Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {nearbyCities.length > 0 ? (
                <div className={layout.section}>
                  <h3 className={styles.subTitle}>{t('cinemas.cinema.nearbyCities')}</h3>
                  <ul className={layout.plainList}>
                    {nearbyCities.map((entry) => (
                      <li key={entry.slug}>{entry.path ? <Link href={entry.path}>{entry.name}</Link> : entry.name}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
          );
        }}
      </CallState>
    </section>
  );
}

/**
 * The cinema's favourite toggle, on its own: the member's state (the session answering after
 * hydration, a toggle) renders this button again, not the whole cinema page.
 */
function CinemaFavouriteToggle({ cinema }: { cinema: { slug: string; name: string } }) {
  return <FavouriteToggle {...useFavouriteToggle(cinema)} />;
}
