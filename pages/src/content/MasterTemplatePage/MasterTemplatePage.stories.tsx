import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import { swr } from '../../storybook/withSwr.tsx';
import { fallbackFor, storyContext } from '../../storybook/storyContext.ts';
import page from '../../fixtures/master-template-page.fr.json' with { type: 'json' };
import { withApiStatus } from '../../storybook/withApiStatus.tsx';
import { MasterTemplatePage, masterTemplatePage } from './MasterTemplatePage.tsx';
import { storyText } from '../../storybook/storyText.ts';

const context = storyContext('MasterTemplate', { slug: page.slug });

const meta = {
  title: 'Pages/Content/Master template',
  component: MasterTemplatePage,
  decorators: [withApiStatus, withPage],
  parameters: { layout: 'fullscreen', page: masterTemplatePage },
  args: context,
} satisfies Meta<typeof MasterTemplatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  parameters: swr({ fallback: fallbackFor(masterTemplatePage, context, { masterTemplatePage: page }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(pageOf(canvasElement));
    // The content's own first heading repeats the title: it is shown once.
    await expect(canvas.getAllByText(page.title)).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1, name: page.title })).toBeVisible();
    await expect(canvas.getByText('Marquee.')).toBeVisible();
  },
};

export const LongContent: Story = {
  parameters: swr({
    fallback: fallbackFor(masterTemplatePage, context, {
      masterTemplatePage: {
        ...page,
        title: 'Qui sommes-nous : une histoire de salles, de films et de spectateurs depuis plus de cent ans',
        content: Array.from(
          { length: 8 },
          (_, index) => `<p>Chapitre ${index + 1}. ${'Marquee ouvre ses salles. '.repeat(12)}</p>`,
        ).join(''),
      },
    }),
  }),
};

export const Loading: Story = {
  parameters: swr({ mode: 'loading' }),
  play: async ({ canvasElement }) => {
    await expect(within(pageOf(canvasElement)).getByRole('status')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: swr({ mode: 'error' }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const alert = await within(pageOf(canvasElement)).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: t('status.retry') })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { ...swr({}), apiStatus: 404 },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await within(pageOf(canvasElement)).findByText(t('status.notFound'))).toBeVisible();
  },
};
