import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, mocked, userEvent, waitFor, within } from 'storybook/test';
import { defaultFeatures } from '@marquee/data';
import { onlyMediaQueries } from '@marquee/themes';
import { withApiStatus } from '../../storybook/withApiStatus.tsx';
import type { PageContext } from '../../page.ts';
import { fallbackFor } from '../../storybook/fallback.ts';
import { clientFixture } from '../../members/memberFixture.ts';
import { memberActions, storyMember } from '../../storybook/member.tsx';
import { storyText, type StoryText } from '../../storybook/storyText.ts';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import { swr } from '../../storybook/withSwr.tsx';
import cinemasFr from '../../fixtures/cinemas-cinemas.fr.json' with { type: 'json' };
import cinemasNl from '../../fixtures/cinemas-cinemas.nl.json' with { type: 'json' };
import citiesFr from '../../fixtures/cinemas-cities.fr.json' with { type: 'json' };
import citiesNl from '../../fixtures/cities.nl.json' with { type: 'json' };
import amsterdam from '../../fixtures/city.amsterdam.nl.json' with { type: 'json' };
import paris from '../../fixtures/city.fr.json' with { type: 'json' };
import nantes from '../../fixtures/city.nantes.fr.json' with { type: 'json' };
import showsFr from '../../fixtures/shows.highlight.fr.json' with { type: 'json' };
import showsNl from '../../fixtures/shows.highlight.nl.json' with { type: 'json' };
import tagsFr from '../../fixtures/tags.fr.json' with { type: 'json' };
import tagsNl from '../../fixtures/tags.nl.json' with { type: 'json' };
import { CityPage, cityPage } from './CityPage.tsx';
import { storyNow } from '../../storybook/clock.ts';
import { present } from '../../storybook/present.ts';

const contextFor = (slug: string) =>
  ({
    site: 'fr',
    language: 'fr',
    target: { kind: 'Cinema.City.Single', language: 'fr', params: { slug } },
    features: defaultFeatures('fr'),
    now: storyNow,
  }) satisfies PageContext;

const context = contextFor(paris.slug);

const nlContext = {
  site: 'nl',
  language: 'nl',
  target: { kind: 'Cinema.City.Single', language: 'nl', params: { slug: amsterdam.slug } },
  features: defaultFeatures('nl'),
  now: storyNow,
} satisfies PageContext;

const meta = {
  title: 'Pages/Cinemas/City',
  component: CityPage,
  // withApiStatus sits inside withSwr: the not-found story's calls fail with a 404.
  decorators: [withApiStatus, withPage],
  parameters: { layout: 'fullscreen', page: cityPage },
  args: context,
} satisfies Meta<typeof CityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element a play function expects; a missing one fails the story with its name. */

const answers = (city: { slug: string; [field: string]: unknown } = paris) =>
  fallbackFor(cityPage, contextFor(city.slug), {
    city,
    cinemas: cinemasFr,
    cities: citiesFr,
    tags: tagsFr,
    shows: showsFr,
  });

/**
 * The city's recorded pictures (Storybook serves the demo API's recorded images), for the art
 * direction: the wide backdrop on a desktop, the phone's own below 700 px; as the browser reports
 * them, absolute.
 */
const absolute = (address: string | null | undefined) => new URL(address ?? '', document.baseURI).href;
const wideBackdrop = absolute(paris.backdrop);
const mobileBackdrop = absolute(paris.backdropMobile);

/**
 * catalogue.txt §3 City details, Paris: backdrop, name and description, the default cinema
 * (Beaugrenelle) first and marked, the highlight's shows as poster cards linking to their film
 * pages, the nearby cities (none of which has a page in the fixture: named, not linked).
 */
export const Loaded: Story = {
  parameters: swr({ fallback: answers(paris) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Paris' })).toBeVisible();

    const cinemas = canvas.getByRole('list', { name: t('cinemas.city.cinemasTitle', { city: 'Paris' }) });
    const [firstCard, ...others] = within(cinemas).getAllByRole('article');
    const first = within(present(firstCard, 'a first card'));
    // The fixture's cinemas answer keeps 4 of the 6 Paris cinemas.
    await expect(others).toHaveLength(3);
    await expect(first.getByRole('link')).toHaveAccessibleName('Marquee Beaugrenelle');
    await expect(first.getByRole('link')).toHaveAttribute('href', '/cinemas/marquee-beaugrenelle');
    await expect(first.getByText(t('cinemas.city.defaultCinema'))).toBeVisible();
    for (const other of others) await expect(within(other).queryByText(t('cinemas.city.defaultCinema'))).toBeNull();

    const highlight = canvas.getByRole('list', { name: paris.highlight.title });
    const shows = within(highlight).getAllByRole('link');
    await expect(shows.map((link) => link.getAttribute('href'))).toEqual(
      paris.highlight.shows.map((slug) => `/films/${slug}`),
    );
    await expect(within(highlight).getByRole('link', { name: 'La Dernière Séance' })).toBeVisible();

    const nearby = canvas.getByRole('list', { name: t('cinemas.city.nearbyTitle') });
    await expect(within(nearby).queryAllByRole('link')).toHaveLength(0);
    await expect(within(nearby).getByText('Boulogne-Billancourt')).toBeVisible();

    // Decorative backdrop, and the wide picture on a wide screen.
    const image = canvasElement.querySelector('picture img') as HTMLImageElement;
    await expect(image).toHaveAttribute('alt', '');
    await waitFor(() => expect(image.currentSrc).toBe(wideBackdrop));
  },
};

/** Below 700 px the backdrop is the city's mobile backdrop (art direction, catalogue.txt §9 breakpoints). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: swr({ fallback: answers(paris) }),
  play: async ({ canvasElement }) => {
    const source = canvasElement.querySelector('picture source');
    await expect(source).toHaveAttribute('media', onlyMediaQueries.mobile);
    const image = canvasElement.querySelector('picture img') as HTMLImageElement;
    await waitFor(() => expect(image.currentSrc).toBe(mobileBackdrop));
  },
};

/** The Dutch site in Dutch, Amsterdam: nearby Utrecht and Den Haag have pages (links), Zaandam has none. */
export const Dutch: Story = {
  args: nlContext,
  globals: { site: 'nl', language: 'nl' },
  parameters: swr({
    fallback: fallbackFor(cityPage, nlContext, {
      city: amsterdam,
      cinemas: cinemasNl,
      cities: citiesNl,
      tags: tagsNl,
      shows: showsNl,
    }),
  }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Amsterdam' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Marquee Arena' })).toHaveAttribute(
      'href',
      '/bioscopen/marquee-arena',
    );
    const nearby = within(canvas.getByRole('list', { name: t('cinemas.city.nearbyTitle') }));
    await expect(nearby.getByRole('link', { name: 'Utrecht' })).toHaveAttribute('href', '/bioscopen/stad/utrecht');
    await expect(nearby.getByRole('link', { name: 'Den Haag' })).toHaveAttribute('href', '/bioscopen/stad/den-haag');
    await expect(nearby.queryByRole('link', { name: 'Zaandam' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'De Laatste Voorstelling' })).toHaveAttribute(
      'href',
      '/films/la-derniere-seance-10001',
    );
  },
};

/** A city without a highlight: no highlight section. */
export const NoHighlight: Story = {
  parameters: swr({ fallback: answers({ ...paris, highlight: null }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    await expect(canvas.queryByRole('link', { name: 'La Dernière Séance' })).toBeNull();
  },
};

/** Nantes: one cinema (its default), no page of its own (the list does not link it, but it answers). */
export const OneCinema: Story = {
  args: contextFor(nantes.slug),
  parameters: swr({ fallback: answers(nantes) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    const cinemas = canvas.getByRole('list', { name: t('cinemas.city.cinemasTitle', { city: 'Nantes' }) });
    const [onlyCard, ...none] = within(cinemas).getAllByRole('article');
    const only = within(present(onlyCard, 'a card'));
    await expect(none).toHaveLength(0);
    await expect(only.getByRole('link')).toHaveAccessibleName('Marquee Atlantis');
    await expect(only.getByText(t('cinemas.city.defaultCinema'))).toBeVisible();
  },
};

/** The cinemas answer has none of the city's cinemas (all closed), and the city names no nearby city. */
export const NoCinemas: Story = {
  parameters: swr({
    fallback: fallbackFor(cityPage, context, {
      city: { ...paris, nearby: [] },
      cinemas: cinemasFr.filter((cinema) => cinema.citySlug !== 'paris'),
      cities: citiesFr,
      tags: tagsFr,
      shows: showsFr,
    }),
  }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByText(storyText(globals)('cinemas.city.cinemasEmpty'))).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 3, name: /Marquee/ })).toBeNull();
  },
};

export const LongText: Story = {
  parameters: swr({
    fallback: answers({
      ...paris,
      name: 'Saint-Rémy-lès-Chevreuse-et-Communes-Associées-de-la-Haute-Vallée',
      description:
        '<p>Toutes les séances de nos cinémas, de la première à la dernière, avec les avant-premières, les rencontres avec les équipes des films, les retransmissions d’opéra et de ballet, les marathons et les nuits de l’horreur.</p><p>Parking gratuit le soir et le week-end ; accès en transports en commun par le RER B et les lignes de bus 39-03 et 39-14.</p>',
      highlight: {
        ...paris.highlight,
        title: 'Les films à ne pas manquer cette semaine dans les cinémas de la vallée et des communes voisines',
      },
    }),
  }),
  play: async ({ canvasElement }) => {
    const heading = within(pageOf(canvasElement)).getByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
  },
};

export const Loading: Story = {
  parameters: swr({ mode: 'loading' }),
  play: async ({ canvasElement }) => {
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: swr({ mode: 'error' }),
  play: async ({ canvasElement }) => {
    const alert = await within(pageOf(canvasElement)).findByRole('alert');
    await expect(within(alert).getByRole('button')).toBeVisible();
  },
};

/** catalogue.txt §8: an unknown city answers 404; a client-side load shows not found in place. */
export const NotFound: Story = {
  parameters: { ...swr({}), apiStatus: 404 },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(await canvas.findByRole('heading', { level: 1, name: t('cinemas.city.notFoundTitle') })).toBeVisible();
    await expect(canvas.getByText(t('status.notFound'))).toBeVisible();
  },
};

/** The highlight's shows could not be loaded: the rest of the page stands, the highlight offers a retry. */
export const HighlightShowsError: Story = {
  parameters: {
    ...swr({
      fallback: fallbackFor(cityPage, context, { city: paris, cinemas: cinemasFr, cities: citiesFr, tags: tagsFr }),
    }),
    apiStatus: 500,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Paris' })).toBeVisible();
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('button')).toBeVisible();
  },
};

/** A cinema card's heart, named after its cinema (several share the page). */
function heart(canvasElement: HTMLElement, t: StoryText, name: string) {
  return within(pageOf(canvasElement)).getByRole('button', { name: t('favourites.toggle', { name }) });
}

const memberSpies = memberActions();

/**
 * member-and-shell.txt §4 Favourite toggle on the city's cinema cards, for a signed-in member:
 * Wepler is a favourite (pressed), Parnasse's change is being saved (waits, announced), the others
 * are not; a press reaches the member's toggle with that cinema.
 */
export const CinemaFavourites: Story = {
  parameters: {
    ...swr({ fallback: answers() }),
    member: storyMember(
      {
        status: 'signedIn',
        client: clientFixture(),
        favouriteCinemas: ['marquee-wepler'],
        pendingFavourites: new Set(['marquee-parnasse']),
      },
      memberSpies,
    ),
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(heart(canvasElement, t, 'Marquee Wepler')).toHaveAttribute('aria-pressed', 'true');
    await expect(heart(canvasElement, t, 'Marquee Beaugrenelle')).toHaveAttribute('aria-pressed', 'false');
    const pending = heart(canvasElement, t, 'Marquee Parnasse');
    await expect(pending).toBeDisabled();
    await expect(within(pageOf(canvasElement)).getByRole('status')).toHaveTextContent(t('favourites.pending'));

    await userEvent.click(heart(canvasElement, t, 'Marquee Beaugrenelle'));
    await expect(memberSpies.toggleFavouriteCinema).toHaveBeenLastCalledWith('marquee-beaugrenelle');
    // From the keyboard: the heart takes Space.
    heart(canvasElement, t, 'Marquee Wepler').focus();
    await userEvent.keyboard(' ');
    await expect(memberSpies.toggleFavouriteCinema).toHaveBeenLastCalledWith('marquee-wepler');
    await userEvent.click(pending);
    await expect(memberSpies.toggleFavouriteCinema).toHaveBeenCalledTimes(2);
    await expect(memberSpies.requireSignIn).not.toHaveBeenCalled();
  },
};

const visitorSpies = memberActions();

/** member-and-shell.txt §6: a visitor's heart is off; a press asks for sign-in, then adds the cinema. */
export const CinemaFavouritesSignInRequired: Story = {
  parameters: { ...swr({ fallback: answers() }), member: storyMember({ status: 'anonymous' }, visitorSpies) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const alesia = heart(canvasElement, t, 'Marquee Alésia');
    await expect(alesia).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(alesia);
    await expect(alesia).toHaveAttribute('aria-pressed', 'false');
    await expect(visitorSpies.requireSignIn).toHaveBeenCalledOnce();
    await expect(visitorSpies.toggleFavouriteCinema).not.toHaveBeenCalled();
    const [afterSignIn] = mocked(visitorSpies.requireSignIn).mock.calls[0] ?? [];
    afterSignIn?.();
    await expect(visitorSpies.toggleFavouriteCinema).toHaveBeenCalledWith('marquee-alesia');
  },
};

/** member-and-shell.txt §9: a site with favourite cinemas off shows no heart. */
export const CinemaFavouritesOff: Story = {
  args: { ...context, features: { ...context.features, favoriteCinemasEnabled: false } },
  parameters: swr({ fallback: answers() }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const list = within(pageOf(canvasElement)).getByRole('list', {
      name: t('cinemas.city.cinemasTitle', { city: 'Paris' }),
    });
    const cinemas = within(list).getAllByRole('article');
    await expect(cinemas).toHaveLength(4);
    for (const card of cinemas) await expect(within(card).queryByRole('button')).toBeNull();
  },
};
