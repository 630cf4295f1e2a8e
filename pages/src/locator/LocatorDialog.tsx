import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cinemasNearPosition, searchCities } from '@marquee/data';
import {
  LocatorPopin,
  Popin,
  usePopins,
  type LocatorChoice as PopinChoice,
  type LocatorCinema,
  type LocatorMode,
} from '@marquee/design-system';
import { useFormat } from '../i18n/formats.ts';
import { useMember } from '../members/memberContext.ts';
import { useLocatorContext } from './LocatorProvider.tsx';
import * as styles from './locator.css.ts';

/** The locator pop-in (member-and-shell.txt §2 modal id `locator`), mounted once by `LocatorProvider`. */
export function LocatorDialog() {
  const { t } = useTranslation();
  return (
    <Popin id="locator" title={t('shell.locator.title')} closeLabel={t('shell.close')}>
      <LocatorDialogContent />
    </Popin>
  );
}

/** Lives while the pop-in is open: the mode and the city query start afresh on each opening. */
function LocatorDialogContent() {
  const { t } = useTranslation();
  const { close } = usePopins();
  const context = useLocatorContext();
  const member = useMember();
  const locator = context?.locator;
  const [mode, setMode] = useState<LocatorMode>(() => {
    const current = locator?.mode;
    if (current && locator.modes.includes(current)) return current;
    return locator?.modes.includes('city') ? 'city' : (locator?.modes[0] ?? 'cinema');
  });
  const [cityQuery, setCityQuery] = useState('');
  const format = useFormat();
  if (!context || !locator) return null;
  const { lists, favouriteCinemas, language } = context;

  const cinemaBySlug = new Map(lists.cinemas.map((cinema) => [cinema.slug, cinema]));
  const cityBySlug = new Map(lists.cities.map((city) => [city.slug, city]));
  const cinemaRow = (slug: string): LocatorCinema | null => {
    const cinema = cinemaBySlug.get(slug);
    return cinema ? { value: slug, name: cinema.name, city: cinema.address?.city } : null;
  };
  const allCinemas = [...lists.cinemas]
    .sort((a, b) => a.name.localeCompare(b.name, language))
    .flatMap((cinema) => cinemaRow(cinema.slug) ?? []);

  const kilometres = { format: (value: number) => format.number(value, { maximumFractionDigits: 1 }) };
  const position = locator.choice?.type === 'position' ? locator.choice : null;
  const nearby = position
    ? cinemasNearPosition(lists.cinemas, position, lists.settings).flatMap(({ cinema, distance }) => {
        const row = cinemaRow(cinema.slug);
        return row
          ? [{ ...row, distanceText: t('shell.locator.distance', { distance: kilometres.format(distance) }) }]
          : [];
      })
    : [];
  const maxDistance = kilometres.format(lists.settings?.maxGeolocationDistance ?? 50);

  // Entries the lists no longer know are left out (a closed cinema); while the lists load, none shows.
  const history = locator.history.flatMap((entry) => {
    const name = entry.type === 'cinema' ? cinemaBySlug.get(entry.slug)?.name : cityBySlug.get(entry.slug)?.name;
    return name ? [{ type: entry.type, value: entry.slug, label: name }] : [];
  });

  const onChoose = (choice: PopinChoice) => {
    locator.choose(choice.type === 'favorite' ? { type: 'favorite' } : { type: choice.type, slug: choice.value });
    close('locator');
  };

  return (
    <div className={styles.dialog}>
      <LocatorPopin
        mode={mode}
        modes={locator.modes}
        onModeChange={setMode}
        history={locator.modes.length > 1 ? history : history.filter((entry) => entry.type === 'cinema')}
        cinemas={allCinemas}
        cityQuery={cityQuery}
        onCityQuery={setCityQuery}
        cities={searchCities(lists.cities, cityQuery).map((city) => ({
          slug: city.slug,
          name: city.name,
          postalCodes: city.postalCode ?? undefined,
        }))}
        geolocation={locator.geolocation}
        onUseMyPosition={locator.locate}
        nearbyCinemas={nearby}
        favoriteCinemas={(favouriteCinemas ?? []).flatMap((slug) => cinemaRow(slug) ?? [])}
        // member §4 Sign-in required action: a visitor (or a press before the session answers) is
        // asked to sign in; once signed in, the locator opens again on the member's list.
        onFavoritesSignIn={
          member.status === 'signedIn' ? undefined : () => member.requireSignIn(() => locator.openLocator())
        }
        onChoose={onChoose}
        labels={{
          modeLabel: t('shell.locator.modeLabel'),
          modes: {
            cinema: t('shell.locator.modes.cinema'),
            city: t('shell.locator.modes.city'),
            position: t('shell.locator.modes.position'),
            favorite: t('shell.locator.modes.favorite'),
          },
          historyTitle: t('shell.locator.historyTitle'),
          cinemasTitle: t('shell.locator.cinemasTitle'),
          cityLabel: t('shell.locator.cityLabel'),
          cityClearLabel: t('shell.locator.cityClearLabel'),
          cityPlaceholder: t('shell.locator.cityPlaceholder'),
          noCity: t('shell.locator.noCity'),
          useMyPosition: t('shell.locator.useMyPosition'),
          locating: t('shell.locator.locating'),
          geolocationAlertTitle: t('shell.locator.alert.title'),
          geolocationAlertSubtitle: t('shell.locator.alert.subtitle'),
          nearbyTitle: t('shell.locator.nearbyTitle'),
          favoritesTitle: t('shell.locator.favoritesTitle'),
          useFavorites: t('shell.locator.useFavorites'),
          noFavorites: t('favourites.locator.empty'),
          favoritesSignedOut: t('favourites.locator.signedOut'),
          favoritesSignIn: t('favourites.locator.signIn'),
        }}
      />
      {mode === 'position' ? (
        // Present before the position arrives, so finding it (or nothing around it) is announced.
        <p role="status" className={styles.status}>
          {position
            ? nearby.length > 0
              ? t('shell.locator.nearbyCount', { count: nearby.length, distance: maxDistance })
              : t('shell.locator.noneNearby', { distance: maxDistance })
            : null}
        </p>
      ) : null}
    </div>
  );
}
