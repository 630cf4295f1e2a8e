import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Cta } from '../Cta/Cta.tsx';
import { Link } from '../Link/Link.tsx';
import { LinkProvider } from './LinkProvider.tsx';
import * as styles from './LinkProvider.css.ts';

/** A stand-in for the app's router: it records the path instead of changing the page. */
function RouterDemo({ onNavigate, basePath }: { onNavigate: (path: string) => void; basePath: string }) {
  const [current, setCurrent] = useState('/');
  return (
    <LinkProvider
      navigate={(path) => {
        onNavigate(path);
        setCurrent(path);
      }}
      useHref={(path) => (path.startsWith('/') ? `${basePath}${path}` : path)}
    >
      <div className={styles.demo}>
        <Link href="/films/dune-2-12345">Dune: Part Two</Link>
        <Cta label="All cinemas" url="/cinemas" type="blackButton" />
        <Link href="https://www.example.com/" target="_blank" newTabHint="(opens in a new tab)">
          Partner site
        </Link>
        <p role="status">Router path: {current}</p>
      </div>
    </LinkProvider>
  );
}

const meta = {
  title: 'Design system/Actions and links/LinkProvider',
  tags: ['autodocs'],
  component: RouterDemo,
  subcomponents: { LinkProvider },
  args: { onNavigate: fn(), basePath: '/en' },
  argTypes: {
    onNavigate: { description: "Story only: the router's `navigate`, called with each same-tab path." },
    basePath: { description: 'Story only: what `useHref` puts before each path, as a locale prefix would.' },
  },
} satisfies Meta<typeof RouterDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InterceptedNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pageBefore = window.location.href;
    const film = canvas.getByRole('link', { name: 'Dune: Part Two' });
    // useHref writes the app's real address on the anchor (open in new tab, copy link)...
    await expect(film).toHaveAttribute('href', '/en/films/dune-2-12345');
    await userEvent.click(film);
    // ...while a plain click goes to the router with the route path, and the document stays.
    await expect(args.onNavigate).toHaveBeenCalledWith('/films/dune-2-12345');
    await expect(window.location.href).toBe(pageBefore);
    await expect(canvas.getByRole('status')).toHaveTextContent('Router path: /films/dune-2-12345');

    await userEvent.click(canvas.getByRole('link', { name: 'All cinemas' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/cinemas');
  },
};

export const NewTabStaysNative: Story = {
  play: async ({ canvasElement, args }) => {
    const partner = within(canvasElement).getByRole('link', { name: /Partner site/ });
    await expect(partner).toHaveAttribute('href', 'https://www.example.com/');
    // React listens on the root (canvasElement) and stops propagation there; this later listener on the
    // same node runs after React: it records whether the router took the click, then cancels the tab.
    let leftToBrowser: boolean | undefined;
    const watchClick = (event: MouseEvent) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    canvasElement.addEventListener('click', watchClick, { once: true });
    await userEvent.click(partner);
    await expect(leftToBrowser).toBe(true);
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};
