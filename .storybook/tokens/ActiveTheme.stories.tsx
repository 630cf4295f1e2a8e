import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { themeClasses, themeForSite } from '@marquee/themes';

/** The site and brand theme the stories render in (the Site toolbar, or STORY_SITE in the story tests). */
function ActiveTheme({ site }: { site: string }) {
  return (
    <p>
      Site <strong>{site}</strong>, brand theme <strong>{themeForSite(site)}</strong>
    </p>
  );
}

const meta = {
  title: 'Themes/Active theme',
  component: ActiveTheme,
  args: { site: 'fr' },
  render: (_args, { globals }) => <ActiveTheme site={String(globals.site ?? 'fr')} />,
} satisfies Meta<typeof ActiveTheme>;

export default meta;

export const CurrentSite: StoryObj<typeof meta> = {
  play: async ({ globals }) => {
    const site = String(globals.site);
    // The decorator puts the site's theme class on <html>, as the running site does.
    await waitFor(() => expect(document.documentElement).toHaveClass(themeClasses[themeForSite(site)]));
    console.log(`[stories] rendered in the ${site} site's ${themeForSite(site)} theme`);
  },
};
