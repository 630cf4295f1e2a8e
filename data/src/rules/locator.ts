import { locatorCookieDays } from './constants.ts';

/** member-and-shell.txt §7 Browser storage: the locator cookie's name. */
export const locatorCookieName = 'locator';
/** member-and-shell.txt §9: the locator cookie lives 365 days. */
export const locatorCookieMaxAgeSeconds = locatorCookieDays * 24 * 60 * 60;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * The locator's choice (member-and-shell.txt §3 Locator cookie: a cinema, a city by slug, a
 * position by coordinates, or the favourite cinemas). Cinemas are kept by slug, the reference
 * every route and call of the site uses.
 */
export type LocatorChoice =
  | { type: 'cinema'; slug: string }
  | { type: 'city'; slug: string }
  | { type: 'position'; latitude: number; longitude: number }
  | { type: 'favorite' };

/** The choice as the cookie writes it: `{type, value}` (member §3), the value a string. */
interface LocatorCookieValue {
  type: LocatorChoice['type'];
  value: string;
}

const slugPattern = /^[a-z0-9][a-z0-9-]{0,199}$/;
/** Three decimals, about a hundred metres: enough for "nearby", and no more of the visitor's whereabouts is kept. */
const positionDecimals = 3;

function roundedCoordinate(value: number): number {
  const factor = 10 ** positionDecimals;
  return Math.round(value * factor) / factor;
}

function validCoordinates({ latitude, longitude }: Coordinates): boolean {
  return (
    Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180
  );
}

/** The cookie's value (URI-encoded JSON) for a choice; positions are rounded to about 100 m. */
export function serializeLocatorCookie(choice: LocatorChoice): string {
  const value: LocatorCookieValue =
    choice.type === 'position'
      ? { type: 'position', value: `${roundedCoordinate(choice.latitude)},${roundedCoordinate(choice.longitude)}` }
      : choice.type === 'favorite'
        ? { type: 'favorite', value: '' }
        : { type: choice.type, value: choice.slug };
  return encodeURIComponent(JSON.stringify(value));
}

/**
 * Reads the cookie's value back; anything malformed (a hand-edited or truncated cookie, an
 * unknown type, a slug with other characters, coordinates off the globe) reads as no choice.
 */
export function parseLocatorCookie(raw: string | null | undefined): LocatorChoice | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { type, value } = parsed as Partial<Record<string, unknown>>;
  if (typeof value !== 'string') return null;
  switch (type) {
    case 'cinema':
    case 'city':
      return slugPattern.test(value) ? { type, slug: value } : null;
    case 'position': {
      const match = /^(-?\d{1,3}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(value);
      if (!match) return null;
      const coordinates = { latitude: Number(match[1]), longitude: Number(match[2]) };
      return validCoordinates(coordinates) ? { type: 'position', ...coordinates } : null;
    }
    case 'favorite':
      return { type: 'favorite' };
    default:
      return null;
  }
}

/** The `Set-Cookie`/`document.cookie` text for a choice: whole site, 365 days, not sent cross-site. */
export function locatorCookieText(choice: LocatorChoice, { secure }: { secure: boolean }): string {
  return [
    `${locatorCookieName}=${serializeLocatorCookie(choice)}`,
    'Path=/',
    `Max-Age=${locatorCookieMaxAgeSeconds}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
