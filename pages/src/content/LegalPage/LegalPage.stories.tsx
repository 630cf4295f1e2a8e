import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import { swr } from '../../storybook/withSwr.tsx';
import { browserCallKey, fallbackFor, storyContext } from '../../storybook/storyContext.ts';
import page from '../../fixtures/master-template-page.fr.json' with { type: 'json' };
import pages from '../../fixtures/master-template-pages.fr.json' with { type: 'json' };
import { LegalPage, legalPage } from './LegalPage.tsx';
import { storyText } from '../../storybook/storyText.ts';

const cvd = storyContext('Cvd');
const generalTerms = storyContext('GeneralTerms');

const meta = {
  title: 'Pages/Content/Legal',
  component: LegalPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: legalPage },
  args: cvd,
} satisfies Meta<typeof LegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const privacy = {
  ...page,
  slug: 'privacy',
  title: 'Données personnelles',
  content: '<h2>Données personnelles</h2><p>Marquee.</p>',
};

/** Cvd: the site's privacy page from the CMS (its slug picked from the master-template list). */
export const CvdFromCms: Story = {
  parameters: swr({
    fallback: {
      ...fallbackFor(legalPage, cvd, { masterTemplatePages: pages }),
      [browserCallKey('masterTemplatePage', 'fr', { params: { slug: 'privacy' } })]: privacy,
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(pageOf(canvasElement));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Données personnelles' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Qui sommes-nous' })).toHaveAttribute('href', '/info/about');
  },
};

/** General terms: the CMS has no such page, so the translated copy says what they cover and where to ask. */
export const GeneralTermsCopy: Story = {
  args: generalTerms,
  parameters: swr({ fallback: fallbackFor(legalPage, generalTerms, { masterTemplatePages: pages }) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1, name: t('content.legal.generalTerms.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('content.legal.help') })).toHaveAttribute('href', '/aide');
    await expect(canvas.getByRole('link', { name: 'Données personnelles' })).toHaveAttribute('href', '/info/privacy');
  },
};

export const Loading: Story = {
  parameters: swr({ mode: 'loading' }),
  play: async ({ canvasElement }) => {
    await expect(within(pageOf(canvasElement)).getByRole('status')).toBeVisible();
  },
};

/** The list fails: the translated copy still says what the page is about. */
export const LoadError: Story = {
  parameters: swr({ mode: 'error' }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await within(pageOf(canvasElement)).findByText(t('content.legal.cvd.intro'))).toBeVisible();
  },
};
