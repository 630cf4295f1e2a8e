import { useId, type ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { AlertBanner } from '../AlertBanner/AlertBanner.tsx';
import { Button } from '../Button/Button.tsx';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { SearchField } from '../SearchField/SearchField.tsx';
import { PositionGlyph } from '../private/icons/index.ts';
import * as styles from './LocatorPopin.css.ts';

/** member-and-shell.txt §4 Locator: "Modes: cinema, city, position, favorite". */
export const locatorModes = ['cinema', 'city', 'position', 'favorite'] as const;
export type LocatorMode = (typeof locatorModes)[number];

/** Whether the browser can locate the user; failure marks it unavailable (member-and-shell.txt §4 Locator). */
export const geolocationStates = ['available', 'locating', 'unavailable'] as const;
export type GeolocationState = (typeof geolocationStates)[number];

/** member-and-shell.txt §4 Locator: "History keeps the 3 latest distinct cinema or city entries". */
export const locatorHistoryLimit = 3;

/** What the user chose; the page writes the locator cookie from it. */
export type LocatorChoice = { type: 'cinema' | 'city'; value: string } | { type: 'favorite'; value: null };

export interface LocatorHistoryEntry {
  type: 'cinema' | 'city';
  /** The cinema reference or the city slug. */
  value: string;
  label: string;
}

export interface LocatorCity {
  slug: string;
  name: string;
  /** The postal codes, formatted by the page ("75001 – 75020"). */
  postalCodes?: string;
}

export interface LocatorCinema {
  /** The cinema reference the locator cookie stores. */
  value: string;
  name: string;
  city?: string;
  /** The distance, formatted by the page ("2.4 km"). */
  distanceText?: string;
}

export interface LocatorPopinLabels {
  modeLabel: string;
  modes: Record<LocatorMode, string>;
  historyTitle: string;
  cinemasTitle: string;
  cityLabel: string;
  cityClearLabel: string;
  cityPlaceholder?: string;
  /** Shown when a city query matches nothing. */
  noCity: string;
  useMyPosition: string;
  /** Announced while the browser locates the user. */
  locating: string;
  /** member-and-shell.txt §8 geolocation failure: Locator.Alert.Title. */
  geolocationAlertTitle: string;
  /**
   * Locator.Alert.Subtitle. Rendered as HTML by AlertBanner: a trusted translation, never user input.
   */
  geolocationAlertSubtitle?: string;
  nearbyTitle: string;
  favoritesTitle: string;
  useFavorites: string;
  /** A member without favourites: says how to add one. */
  noFavorites: string;
  /** A visitor in favourites mode: favourites need an account (member-and-shell.txt §6). */
  favoritesSignedOut: string;
  /** The button that asks a visitor to sign in. */
  favoritesSignIn: string;
}

export interface LocatorPopinProps {
  /** The mode shown: all cinemas, a city search, the user's position, or the favourite cinemas. */
  mode: LocatorMode;
  /**
   * The modes offered, in this order; all four by default. A single mode shows no mode switch
   * (member-and-shell.txt §4: "A single cinema in the list forces cinema mode").
   */
  modes?: readonly LocatorMode[];
  /** Called when the user switches mode; the page holds `mode`. */
  onModeChange: (mode: LocatorMode) => void;
  /** The latest choices; at most 3 show. */
  history: readonly LocatorHistoryEntry[];
  /** Every cinema of the site (mode cinema). */
  cinemas: readonly LocatorCinema[];
  /** The city search field's text (mode city); the page holds it. */
  cityQuery: string;
  /** The page filters the cities (member-and-shell.txt §4 City search) and passes them back as `cities`. */
  onCityQuery: (query: string) => void;
  /** The cities matching `cityQuery`, as the page filtered them. */
  cities: readonly LocatorCity[];
  /** Whether the browser can locate the user; `unavailable` disables the button and shows an alert. */
  geolocation: GeolocationState;
  /** Asks the page to locate the user (mode position). */
  onUseMyPosition: () => void;
  /** The cinemas around the user's position, nearest first, with their distance (mode position). */
  nearbyCinemas: readonly LocatorCinema[];
  /** The member's favourite cinemas (mode favorite). */
  favoriteCinemas: readonly LocatorCinema[];
  /**
   * Given while nobody is signed in: favourites mode shows `favoritesSignedOut` and a button that
   * calls this (the page runs the sign-in required action) instead of the member's list.
   */
  onFavoritesSignIn?: () => void;
  /** Called with the chosen cinema, city or favourites; the page writes the locator cookie. */
  onChoose: (choice: LocatorChoice) => void;
  /** The pop-in's texts and accessible names, in the page's language. */
  labels: LocatorPopinLabels;
}

function isLocatorMode(value: string): value is LocatorMode {
  return (locatorModes as readonly string[]).includes(value);
}

/**
 * The locator pop-in's content (member-and-shell.txt §4 Locator): a mode switch, the latest choices,
 * then what the mode needs: all cinemas, a city search, the user's position with the nearby
 * cinemas, or the favourite cinemas.
 */
export function LocatorPopin({
  mode,
  modes = locatorModes,
  onModeChange,
  history,
  onChoose,
  labels,
  ...content
}: LocatorPopinProps) {
  const options = modes.map((value) => ({ value, label: labels.modes[value] }));
  return (
    <div className={styles.root}>
      {modes.length > 1 ? (
        <RadioGroup
          label={labels.modeLabel}
          options={options}
          orientation="horizontal"
          value={mode}
          onChange={(value) => {
            if (isLocatorMode(value)) onModeChange(value);
          }}
        />
      ) : null}
      {history.length > 0 ? (
        <ChoiceSection title={labels.historyTitle}>
          {history.slice(0, locatorHistoryLimit).map((entry) => (
            <li key={`${entry.type}:${entry.value}`}>
              <ChoiceRow onPress={() => onChoose({ type: entry.type, value: entry.value })} title={entry.label} />
            </li>
          ))}
        </ChoiceSection>
      ) : null}
      <ModeContent mode={mode} onChoose={onChoose} labels={labels} {...content} />
    </div>
  );
}

type ModeContentProps = Omit<LocatorPopinProps, 'onModeChange' | 'history' | 'modes'>;

function ModeContent({ mode, onChoose, labels, ...props }: ModeContentProps) {
  const chooseCinema = (cinema: LocatorCinema) => () => onChoose({ type: 'cinema', value: cinema.value });
  switch (mode) {
    case 'cinema':
      return <CinemaList title={labels.cinemasTitle} cinemas={props.cinemas} onChoose={chooseCinema} />;
    case 'city':
      return (
        <div className={styles.mode}>
          <SearchField
            label={labels.cityLabel}
            clearLabel={labels.cityClearLabel}
            placeholder={labels.cityPlaceholder}
            value={props.cityQuery}
            onChange={props.onCityQuery}
          />
          {props.cities.length > 0 ? (
            <ul className={styles.list} aria-label={labels.cityLabel}>
              {props.cities.map((city) => (
                <li key={city.slug}>
                  <ChoiceRow
                    onPress={() => onChoose({ type: 'city', value: city.slug })}
                    title={city.name}
                    detail={city.postalCodes}
                  />
                </li>
              ))}
            </ul>
          ) : props.cityQuery.trim() !== '' ? (
            <p role="status" className={styles.message}>
              {labels.noCity}
            </p>
          ) : null}
        </div>
      );
    case 'position':
      return (
        <div className={styles.mode}>
          <div>
            <Button
              variant="secondary"
              icon={<PositionGlyph />}
              onPress={props.onUseMyPosition}
              isPending={props.geolocation === 'locating'}
              pendingLabel={labels.locating}
              isDisabled={props.geolocation === 'unavailable'}
            >
              {labels.useMyPosition}
            </Button>
          </div>
          {/* An alert region, so the failure is announced when it happens. */}
          <div role="alert">
            {props.geolocation === 'unavailable' ? (
              <AlertBanner
                level="warning"
                title={labels.geolocationAlertTitle}
                subtitleHtml={labels.geolocationAlertSubtitle}
              />
            ) : null}
          </div>
          <CinemaList title={labels.nearbyTitle} cinemas={props.nearbyCinemas} onChoose={chooseCinema} />
        </div>
      );
    case 'favorite':
      if (props.onFavoritesSignIn) {
        return (
          <div className={styles.mode}>
            <p className={styles.message}>{labels.favoritesSignedOut}</p>
            <div>
              <Button variant="primary" onPress={props.onFavoritesSignIn}>
                {labels.favoritesSignIn}
              </Button>
            </div>
          </div>
        );
      }
      return (
        <div className={styles.mode}>
          {props.favoriteCinemas.length > 0 ? (
            <>
              <div>
                <Button variant="secondary" onPress={() => onChoose({ type: 'favorite', value: null })}>
                  {labels.useFavorites}
                </Button>
              </div>
              <CinemaList title={labels.favoritesTitle} cinemas={props.favoriteCinemas} onChoose={chooseCinema} />
            </>
          ) : (
            <p className={styles.message}>{labels.noFavorites}</p>
          )}
        </div>
      );
  }
}

function ChoiceSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {title}
      </h3>
      <ul className={styles.list}>{children}</ul>
    </section>
  );
}

function CinemaList({
  title,
  cinemas,
  onChoose,
}: {
  title: string;
  cinemas: readonly LocatorCinema[];
  onChoose: (cinema: LocatorCinema) => () => void;
}) {
  if (cinemas.length === 0) return null;
  return (
    <ChoiceSection title={title}>
      {cinemas.map((cinema) => (
        <li key={cinema.value}>
          <ChoiceRow onPress={onChoose(cinema)} title={cinema.name} detail={cinema.city} aside={cinema.distanceText} />
        </li>
      ))}
    </ChoiceSection>
  );
}

function ChoiceRow({
  title,
  detail,
  aside,
  onPress,
}: {
  title: string;
  detail?: string;
  aside?: string;
  onPress: () => void;
}) {
  return (
    <AriaButton onPress={onPress} className={styles.row}>
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {detail ? <span className={styles.meta}>{detail}</span> : null}
      </span>
      {aside ? <span className={styles.aside}>{aside}</span> : null}
    </AriaButton>
  );
}
