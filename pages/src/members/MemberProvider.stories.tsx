import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AlertQueue, AlertQueueProvider, Button, PopinProvider } from '@marquee/design-system';
import { apiCalls, callKey, type ApiCall } from '@marquee/data';
import { ApiClientContext } from '@marquee/data/hooks';
import { StoryCache } from '../storybook/withSwr.tsx';
import { storyText } from '../storybook/storyText.ts';
import { useMember } from './memberContext.ts';
import { MemberProvider } from './MemberProvider.tsx';
import type { SessionAnswer } from './session.ts';

const clientId = 'client-1';
const favourites = ['marquee-wepler', 'marquee-parnasse', 'marquee-bercy', 'marquee-opera', 'marquee-convention'];
const signedIn = async (): Promise<SessionAnswer> => ({
  signedIn: true,
  clientId,
  name: 'Camille Martin',
  email: 'camille.martin@example.com',
  emailVerified: true,
});

/** GET client/{id} as the API answers it: the fr member already at the fr limit of 5 (member §9). */
const clientStatus = (favoriteCinemas: string[]) => ({
  [callKey(apiCalls.clientStatus as ApiCall, { params: { id: clientId } }, 'fr')]: {
    client: {
      id: clientId,
      name: 'Camille Martin',
      email: 'camille.martin@example.com',
      registered: true,
      emailVerify: true,
      favoriteCinemas,
    },
    useAuth0: false,
    mustForce: false,
  },
});

/** The site's /api, down: every write answers 503 as the site's proxy does when the API is away. */
const apiDown = (async () => Response.json({ code: 'API_UNAVAILABLE' }, { status: 503 })) as typeof fetch;

function FavouriteToggle({ slug }: { slug: string }) {
  const member = useMember();
  const isFavourite = member.favouriteCinemas.includes(slug);
  return (
    <Button
      variant="secondary"
      isDisabled={member.status !== 'signedIn' || member.client === null}
      isPending={member.pendingFavourites.has(slug)}
      onPress={() => member.toggleFavouriteCinema(slug)}
    >
      {`${isFavourite ? 'Retirer' : 'Ajouter'} ${slug} (${member.favouriteCinemas.length}/${member.favouriteLimit})`}
    </Button>
  );
}

function Stage({ slug, favoriteCinemas }: { slug: string; favoriteCinemas: string[] }) {
  return (
    <ApiClientContext.Provider value={{ fetchImpl: apiDown, readCookie: () => 'story-csrf' }}>
      <StoryCache fallback={clientStatus(favoriteCinemas)} fails={() => false}>
        <PopinProvider>
          <AlertQueueProvider>
            <MemberProvider site="fr" language="fr" loadSession={signedIn}>
              <AlertQueue closeLabel="Fermer le message" />
              <main id="main">
                <FavouriteToggle slug={slug} />
              </main>
            </MemberProvider>
          </AlertQueueProvider>
        </PopinProvider>
      </StoryCache>
    </ApiClientContext.Provider>
  );
}

const meta = {
  title: 'Pages/Members/Member provider',
  component: Stage,
  parameters: { layout: 'padded' },
  globals: { site: 'fr', language: 'fr' },
  args: { slug: 'marquee-beaugrenelle', favoriteCinemas: favourites },
} satisfies Meta<typeof Stage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * member §4 Favourite toggle at the limit, §8: nothing is sent and the warning shows, titled
 * Cinemas.Alert.Title, its subtitle Cinemas.Alert.Subtitle carrying the number (5 on fr).
 */
export const FavouriteLimitWarning: Story = {
  play: async ({ canvasElement }) => {
    const t = storyText({ site: 'fr', language: 'fr' });
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: /Ajouter marquee-beaugrenelle \(5\/5\)/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const alert = await canvas.findByText(t('Cinemas.Alert.Title'));
    await expect(alert).toBeVisible();
    await expect(canvas.getByText(t('Cinemas.Alert.Subtitle', { count: 5 }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: /\(5\/5\)/ })).toBeVisible();
  },
};

/** Issue 19: the API down, a member's removal shows at once, then is rolled back with the message. */
export const RemovalRolledBackWhenApiDown: Story = {
  args: { slug: 'marquee-wepler' },
  play: async ({ canvasElement }) => {
    const t = storyText({ site: 'fr', language: 'fr' });
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: /Retirer marquee-wepler \(5\/5\)/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await expect(await canvas.findByText(t('Member.Alert.favouriteFailed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Retirer marquee-wepler \(5\/5\)/ })).toBeVisible();
  },
};
