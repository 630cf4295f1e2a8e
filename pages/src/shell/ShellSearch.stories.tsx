import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, mocked, userEvent, within } from 'storybook/test';
import { apiCalls, callKey, defaultFeatures } from '@marquee/data';
import { clientFixture } from '../members/memberFixture.ts';
import { defaultLayout, type PageContext } from '../page.ts';
import { storyNow } from '../storybook/clock.ts';
import { memberActions, storyMember, withMember } from '../storybook/member.tsx';
import { languageLinksFor, shellAnswers, shellFallback } from '../storybook/shellAnswers.ts';
import { storyText, type StoryText } from '../storybook/storyText.ts';
import { withSwr } from '../storybook/withSwr.tsx';
import frSearch from '../fixtures/fr-search-marquee.json' with { type: 'json' };
import { SiteShell } from './SiteShell.tsx';

// member-and-shell.txt §2 Search pop-in, cinema rows: "a favourite toggle requiring sign-in" (the
// answer is the demo API's shape for a search on "marquee", kept to its cinemas).

const context: PageContext = {
  site: 'fr',
  language: 'fr',
  target: { kind: 'Movies.Home', language: 'fr', params: {} },
  features: defaultFeatures('fr'),
  now: storyNow,
};

const fallback = {
  ...shellFallback(shellAnswers('fr', 'fr'), 'fr'),
  [callKey(apiCalls.search, { query: { q: 'marquee' } }, 'fr')]: frSearch,
};

const meta = {
  title: 'Pages/Shell/Search favourites',
  component: SiteShell,
  decorators: [withSwr, withMember],
  parameters: { layout: 'fullscreen', swr: { fallback } },
  globals: { site: 'fr', language: 'fr' },
  args: {
    context,
    layout: defaultLayout,
    languageLinks: languageLinksFor(context),
    pageViewKey: 'view-1',
    children: (
      <main id="main">
        <h1>Page</h1>
      </main>
    ),
  },
} satisfies Meta<typeof SiteShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the search from the header and searches "marquee": the cinema rows' hearts. */
async function searchCinemas(canvasElement: HTMLElement, t: StoryText) {
  const banner = within(canvasElement).getByRole('banner');
  await userEvent.click(within(banner).getByRole('button', { name: t('shell.header.search') }));
  const dialog = await within(document.body).findByRole('dialog', { name: t('shell.search.title') });
  await userEvent.type(within(dialog).getByRole('searchbox'), 'marquee');
  await within(dialog).findAllByRole('link', { name: /Marquee/ }, { timeout: 3000 });
  const heart = (name: string) => within(dialog).getByRole('button', { name: t('favourites.toggle', { name }) });
  return { dialog, heart };
}

const memberSpies = memberActions();

/** A member: Wepler is a favourite, Parnasse's change is being saved; a press reaches the member's toggle. */
export const MemberFavourites: Story = {
  parameters: {
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
    const { dialog, heart } = await searchCinemas(canvasElement, t);
    await expect(heart('Marquee Wepler')).toHaveAttribute('aria-pressed', 'true');
    await expect(heart('Marquee Alésia')).toHaveAttribute('aria-pressed', 'false');
    await expect(heart('Marquee Parnasse')).toBeDisabled();
    await expect(within(dialog).getByRole('status')).toHaveTextContent(t('favourites.pending'));
    await userEvent.click(heart('Marquee Alésia'));
    await expect(memberSpies.toggleFavouriteCinema).toHaveBeenCalledWith('marquee-alesia');
    await expect(memberSpies.requireSignIn).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
  },
};

const visitorSpies = memberActions();

/** A visitor: no heart is on; a press asks for sign-in, and the cinema is added once signed in. */
export const SignInRequired: Story = {
  parameters: { member: storyMember({ status: 'anonymous' }, visitorSpies) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const { heart } = await searchCinemas(canvasElement, t);
    await expect(heart('Marquee Wepler')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart('Marquee Wepler'));
    await expect(visitorSpies.toggleFavouriteCinema).not.toHaveBeenCalled();
    const [afterSignIn] = mocked(visitorSpies.requireSignIn).mock.calls[0] ?? [];
    afterSignIn?.();
    await expect(visitorSpies.toggleFavouriteCinema).toHaveBeenCalledWith('marquee-wepler');
    await userEvent.keyboard('{Escape}');
  },
};

/** A site with favourite cinemas off: the rows are links only. */
export const FavouritesOff: Story = {
  args: { context: { ...context, features: { ...context.features, favoriteCinemasEnabled: false } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const { dialog } = await searchCinemas(canvasElement, t);
    await expect(within(dialog).queryByRole('button', { name: /Marquee/ })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};
