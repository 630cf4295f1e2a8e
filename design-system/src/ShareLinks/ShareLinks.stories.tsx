import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShareLinks } from './ShareLinks.tsx';

const page = encodeURIComponent('https://www.marquee.fr/actualites/mardi-a-petit-prix-3');

const meta = {
  title: 'Design system/Actions and links/ShareLinks',
  tags: ['autodocs'],
  component: ShareLinks,
  args: {
    label: 'Partager cet article',
    newTabHint: '(nouvel onglet)',
    links: [
      { network: 'facebook', url: `https://www.facebook.com/sharer/sharer.php?u=${page}` },
      { network: 'twitter', url: `https://x.com/intent/post?url=${page}` },
    ],
  },
} satisfies Meta<typeof ShareLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fr and nl sites: Facebook and X (member-and-shell.txt §9 social networks; twitter labelled X). */
export const TwoNetworks: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Partager cet article' });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(within(list).getByRole('link', { name: 'Facebook (nouvel onglet)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(within(list).getByRole('link', { name: 'X (nouvel onglet)' })).toHaveAttribute('target', '_blank');
    for (const link of links) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** A site with Facebook only among the networks that share (ch, be, tn, sn, ci, ma). */
export const OneNetwork: Story = {
  // The same pill as TwoNetworks' first: its screenshot adds nothing.
  tags: ['no-screenshot'],
  args: {
    label: 'Share this article',
    newTabHint: '(new tab)',
    links: [{ network: 'facebook', url: `https://www.facebook.com/sharer/sharer.php?u=${page}` }],
  },
};

/** No network to share on: nothing, not an empty label. */
export const NoNetwork: Story = {
  tags: ['no-screenshot'],
  args: { links: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Partager cet article')).toBeNull();
  },
};
