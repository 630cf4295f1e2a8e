import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../Link/Link.tsx';
import { LinkProvider } from '../LinkProvider/LinkProvider.tsx';
import { Static } from './Static.tsx';

const films = [
  { title: 'Orbite', href: '/films/orbite-10002' },
  { title: 'Le Voyage de Mila', href: '/films/le-voyage-de-mila-10003' },
  { title: 'La Dernière Séance', href: '/films/la-derniere-seance-10001' },
];

/** A list of film links, as a grid of posters holds them, with a stand-in for the app's router. */
function StaticDemo({ onNavigate }: { onNavigate: (path: string) => void }) {
  return (
    <LinkProvider navigate={onNavigate}>
      <Static as="ul" aria-label="Films" content={films.map((film) => film.href).join(' ')}>
        {films.map((film) => (
          <li key={film.href}>
            <Link href={film.href}>{film.title}</Link>
          </li>
        ))}
      </Static>
    </LinkProvider>
  );
}

/**
 * A region of links, text and pictures that the browser does not hydrate: on a page the server
 * rendered, React keeps its HTML and a link in it opens through the app's router. Storybook draws
 * every story in the browser, so this is the region as a client navigation renders it: its
 * content, its links by pointer and keyboard. Hydration is covered by `Static.test.tsx`.
 */
const meta = {
  title: 'Design system/Actions and links/Static',
  tags: ['autodocs'],
  component: StaticDemo,
  subcomponents: { Static },
  args: { onNavigate: fn() },
  argTypes: {
    onNavigate: { description: "Story only: the router's `navigate`, called with each same-tab path." },
  },
} satisfies Meta<typeof StaticDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RenderedInTheBrowser: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Films' });
    await expect(within(list).getAllByRole('link')).toHaveLength(3);
    // The keyboard path: Tab reaches the first link, Enter opens it through the router.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Orbite' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/films/orbite-10002', undefined);
  },
};
