import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { shellAnswers } from '../../storybook/shellAnswers.ts';
import { withSwr, swr } from '../../storybook/withSwr.tsx';
import { browserCallKey, fallbackFor, storyContext } from '../../storybook/storyContext.ts';
import longCategory from '../../fixtures/faq-category-long.fr.json' with { type: 'json' };
import footerFaqFr from '../../fixtures/footer-faq.fr.json' with { type: 'json' };
import footerFaqNl from '../../fixtures/footer-faq.nl.json' with { type: 'json' };
import { chatOpenEvent } from '../shared/ChatEntry.tsx';
import { FaqHomePage, faqHomePage } from './FaqHomePage.tsx';
import { storyText } from '../../storybook/storyText.ts';

const context = storyContext('Faq.Home');

const meta = {
  title: 'Pages/Content/Help centre',
  component: FaqHomePage,
  decorators: [withSwr],
  parameters: { layout: 'fullscreen' },
  args: context,
} satisfies Meta<typeof FaqHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fr tiles (catalogue.txt §2) and the footer FAQ's questions, one open at a time. */
export const Loaded: Story = {
  parameters: swr({ fallback: fallbackFor(faqHomePage, context, { footerFaq: footerFaqFr }) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('content.faq.home.title') })).toBeVisible();
    const tiles = canvas.getAllByRole('heading', { level: 3 }).slice(0, 6);
    await expect(tiles.map((tile) => tile.textContent)).toEqual([
      t('content.faq.tiles.online-reservation'),
      t('content.faq.tiles.programming'),
      t('content.faq.tiles.subscription'),
      t('content.faq.tiles.home'),
      t('content.faq.tiles.your-account'),
      t('content.faq.tiles.cinema-experience'),
    ]);
    // Issue 20: a tile leads to its topic's questions (its category), not to a search for its words.
    await expect(canvas.getByRole('link', { name: t('content.faq.tiles.your-account') })).toHaveAttribute(
      'href',
      '/aide/categorie/5',
    );
    await expect(canvas.getByRole('search', { name: t('content.faq.search.label') })).toHaveAttribute(
      'action',
      '/aide/recherche',
    );
    const first = canvas.getByRole('button', { name: footerFaqFr.questions[0]?.title });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const answer = document.getElementById(first.getAttribute('aria-controls') ?? '');
    await expect(answer).toHaveTextContent('En bref : online reservation.');
    await expect(answer).toBeVisible();
  },
};

/** The Dutch site lists its own topics (catalogue.txt §2 nl tiles). */
export const DutchSite: Story = {
  args: storyContext('Faq.Home', {}, { site: 'nl', language: 'nl' }),
  globals: { site: 'nl', language: 'nl' },
  parameters: swr({
    fallback: fallbackFor(faqHomePage, storyContext('Faq.Home', {}, { site: 'nl', language: 'nl' }), {
      footerFaq: footerFaqNl,
    }),
  }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6 + footerFaqNl.questions.length);
    await expect(canvas.getByRole('link', { name: t('content.faq.tiles.tickets') })).toHaveAttribute(
      'href',
      '/helpcentrum/categorie/26',
    );
  },
};

/** Seven frequent questions: the first 5 and "display all" (member-and-shell.txt §4 display-all flags, decision 0051). */
export const DisplayAll: Story = {
  parameters: swr({
    fallback: fallbackFor(faqHomePage, context, {
      footerFaq: {
        type: 'faq',
        questions: longCategory.articles.map((article) => ({
          title: article.title,
          description: article.teaser,
          slug: article.slug,
        })),
        slugs: longCategory.articles.map((article) => article.slug),
      },
    }),
  }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const questions = within(canvasElement).getByRole('region', { name: t('content.faq.home.questions') });
    const displayAll = within(questions).getByRole('button', { name: t('content.faq.displayAll', { count: 7 }) });
    await expect(within(questions).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    await userEvent.click(displayAll);
    await expect(within(questions).getAllByRole('heading', { level: 3 })).toHaveLength(7);
    await expect(within(questions).getByRole('button', { name: longCategory.articles[5]?.title })).toHaveFocus();
  },
};

const nl = storyContext('Faq.Home', {}, { site: 'nl', language: 'nl' });
/** The nl settings as the demo API answers them: its chat desk's data (agentforce). */
const nlSettings = { [browserCallKey('settings', 'nl')]: shellAnswers('nl', 'nl').settings };

/**
 * catalogue.txt §1 live chat on nl, the chat desk's site (member §9): the chat service reports no
 * hiding instruction, so the entry shows; pressing it asks the chat widget to open (decision 0051).
 */
export const ChatOffered: Story = {
  args: nl,
  globals: { site: 'nl', language: 'nl' },
  parameters: swr({
    fallback: {
      ...fallbackFor(faqHomePage, nl, { footerFaq: footerFaqNl, faqChatAvailability: { instructions: [] } }),
      ...nlSettings,
    },
  }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const chat = within(canvasElement).getByRole('region', { name: t('content.faq.chat.title') });
    let asked = 0;
    // The widget (loaded with consent, another part of the site) takes the request by cancelling it.
    const widget = (event: Event) => {
      asked += 1;
      event.preventDefault();
    };
    window.addEventListener(chatOpenEvent, widget);
    await userEvent.click(within(chat).getByRole('button', { name: t('content.faq.chat.start') }));
    window.removeEventListener(chatOpenEvent, widget);
    await expect(asked).toBe(1);
    await expect(within(chat).getByRole('status')).toHaveTextContent('');
    // Without a widget to open it, the visitor is told so rather than left with a dead button.
    await userEvent.click(within(chat).getByRole('button', { name: t('content.faq.chat.start') }));
    await expect(within(chat).getByRole('status')).toHaveTextContent(t('content.faq.chat.notOpened'));
  },
};

/** The chat service's schedule instruction (out of hours): no chat entry (catalogue.txt §1). */
export const ChatClosed: Story = {
  // At rest it is the Dutch site's landing: the play function is the point.
  tags: ['no-screenshot'],
  args: nl,
  globals: { site: 'nl', language: 'nl' },
  parameters: swr({
    fallback: {
      ...fallbackFor(faqHomePage, nl, {
        footerFaq: footerFaqNl,
        faqChatAvailability: { instructions: [{ type: 'schedule' }] },
      }),
      ...nlSettings,
    },
  }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: t('content.faq.home.title') }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('region', { name: t('content.faq.chat.title') })).toBeNull();
  },
};

/** Inside the app webview: the same page, its links kept in the webview routes. */
export const Webview: Story = {
  args: storyContext('Faq.Home', {}, { webview: true }),
  parameters: swr({ fallback: fallbackFor(faqHomePage, context, { footerFaq: footerFaqFr }) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: t('content.faq.search.label') })).toHaveAttribute(
      'action',
      '/aide/m/recherche',
    );
    await expect(canvas.getByRole('link', { name: t('content.faq.tiles.programming') })).toHaveAttribute(
      'href',
      '/aide/m/categorie/2',
    );
  },
};

/** No frequent questions: the tiles stay, the questions block is left out. */
export const Empty: Story = {
  parameters: swr({
    fallback: fallbackFor(faqHomePage, context, { footerFaq: { type: 'faq', questions: [], slugs: [] } }),
  }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { level: 2, name: t('content.faq.home.questions') })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: t('content.faq.home.topics') })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: swr({ mode: 'loading' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: swr({ mode: 'error' }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: t('status.retry') })).toBeVisible();
  },
};
