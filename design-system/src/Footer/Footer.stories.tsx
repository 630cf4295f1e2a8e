import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Accordion } from '../Accordion/Accordion.tsx';
import { Footer, type FooterProps } from './Footer.tsx';

const columns: FooterProps['columns'] = [
  {
    title: 'Scheduling',
    links: [
      { title: 'Dune: Part Two', url: '/fr/films/dune-part-two' },
      { title: 'The Wild Robot', url: '/fr/films/the-wild-robot' },
      { title: 'All films', url: '/fr/films' },
    ],
  },
  {
    title: 'Cinemas',
    links: [
      { title: 'Paris', url: '/fr/cinemas/paris' },
      { title: 'Lyon', url: '/fr/cinemas/lyon' },
      { title: 'Marseille', url: '/fr/cinemas/marseille' },
      { title: 'All cinemas', url: '/fr/cinemas' },
    ],
  },
  {
    title: 'About',
    links: [
      { title: 'Careers', url: 'https://jobs.example', newTab: true },
      { title: 'Manage cookies', url: '#cookies', cookie: true },
    ],
  },
];

const legalLinks: FooterProps['legalLinks'] = [
  { title: 'Legal notice', url: '/fr/info/legal-notice' },
  { title: 'Terms of sale', url: '/fr/conditions-generales' },
  { title: 'Privacy', url: '/fr/cvd' },
  { title: 'Sitemap', url: '/fr/plan-du-site' },
];

const labels: FooterProps['labels'] = {
  columns: 'Site map',
  languages: 'Language',
  social: 'Follow us',
  legal: 'Legal information',
  cookiePreferences: 'Cookie preferences',
  newTabHint: '(opens in a new tab)',
};

const meta = {
  title: 'Design system/Shell and member pop-ins/Footer',
  tags: ['autodocs'],
  component: Footer,
  args: {
    columns,
    labels,
    languages: [
      { code: 'fr', label: 'Français' },
      { code: 'nl', label: 'Nederlands' },
    ],
    currentLanguage: 'fr',
    onLanguage: fn(),
    socialLinks: [
      { network: 'facebook', url: 'https://facebook.example/marquee' },
      { network: 'instagram', url: 'https://instagram.example/marquee' },
      { network: 'twitter', url: 'https://x.example/marquee', name: 'Twitter' },
      { network: 'youtube', url: 'https://youtube.example/marquee' },
    ],
    legalLinks,
    onCookiePreferences: fn(),
    copyrightHolder: 'Marquee Cinemas',
    year: 2026,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From tablet up the columns are plain lists under their titles. */
export const Columns: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: labels.columns });
    await expect(within(nav).getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(within(nav).queryByRole('button', { name: 'Scheduling' })).toBeNull();
    await expect(within(nav).getByRole('link', { name: 'All films' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Careers (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const ColumnsTablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: Columns.play,
};

/** On small screens the columns are accordions, all closed at rest; opening them is AccordionsMobileSingleOpen's. */
export const AccordionsMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: labels.columns });
    await expect(within(nav).getByRole('button', { name: 'Scheduling' })).toHaveAttribute('aria-expanded', 'false');
    await expect(within(nav).queryByRole('link', { name: 'All films' })).toBeNull();
  },
};

/** member-and-shell.txt §2 Footer: on small screens the columns are accordions, at most one open; the open one closes on a click. */
export const AccordionsMobileSingleOpen: Story = {
  globals: AccordionsMobile.globals,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: labels.columns });
    const scheduling = within(nav).getByRole('button', { name: 'Scheduling' });
    const cinemas = within(nav).getByRole('button', { name: 'Cinemas' });
    await userEvent.click(scheduling);
    await expect(scheduling).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'All films' })).toBeVisible();
    await userEvent.click(cinemas);
    await expect(cinemas).toHaveAttribute('aria-expanded', 'true');
    await expect(scheduling).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(cinemas);
    await expect(cinemas).toHaveAttribute('aria-expanded', 'false');
    await expect(within(nav).queryByRole('link', { name: 'All cinemas' })).toBeNull();
  },
};

/** The cookie-flagged column link and the cookie-preferences link are buttons; pressing them is CookiePreferencesPress's. */
export const CookiePreferences: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Manage cookies' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.cookiePreferences })).toBeVisible();
  },
};

/** Issue 20: the legal links, with the cookie preferences, in a landmark of their own at the foot, at every width. */
export const LegalLinksMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const legal = within(within(canvasElement).getByRole('navigation', { name: labels.legal }));
    await expect(legal.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      legalLinks.map((link) => link.url),
    );
    await expect(legal.getByRole('button', { name: labels.cookiePreferences })).toBeVisible();
  },
};

/** A column link with the cookie flag and the cookie-preferences link both open the cookie preferences. */
export const CookiePreferencesPress: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Manage cookies' }));
    await userEvent.click(canvas.getByRole('button', { name: labels.cookiePreferences }));
    await expect(args.onCookiePreferences).toHaveBeenCalledTimes(2);
  },
};

/** Social links with their icons and names; twitter is labelled X (member-and-shell.txt §2 Footer). */
export const SocialLinks: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: labels.social });
    const x = within(list).getByRole('link', { name: 'X (opens in a new tab)' });
    await expect(x).toHaveAttribute('href', 'https://x.example/marquee');
    await expect(within(list).queryByText('Twitter')).toBeNull();
    await expect(within(list).getAllByRole('link')).toHaveLength(4);
  },
};

/** The language buttons of the site, the current one marked. */
export const Languages: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: labels.languages });
    await expect(within(list).getByRole('button', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
  },
};

/** A press on another language reports it. */
export const LanguagesPress: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: labels.languages });
    await userEvent.click(within(list).getByRole('button', { name: 'Nederlands' }));
    await expect(args.onLanguage).toHaveBeenCalledWith('nl');
  },
};

/** The copyright line carries the year the page gives (the page's clock), after the holder. */
export const Copyright: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(`© ${args.year} Marquee Cinemas`)).toBeVisible();
  },
};

/** The FAQ block sits above the columns on pages with the flag. */
export const WithFaq: Story = {
  args: {
    faq: (
      <section aria-labelledby="footer-faq-title">
        <h2 id="footer-faq-title">Frequently asked questions</h2>
        <Accordion
          items={[
            { id: 'refund', title: 'Can I get a refund?', content: 'Tickets can be exchanged up to one hour before.' },
            { id: 'card', title: 'Where do I use my card?', content: 'At the counter, the kiosks and online.' },
          ]}
        />
      </section>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Frequently asked questions' })).toBeVisible();
  },
};

/** A single-language site with no social links: only the columns, the cookie link and the copyright. */
export const Minimal: Story = {
  args: { languages: [{ code: 'fr', label: 'Français' }], socialLinks: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list', { name: labels.languages })).toBeNull();
    await expect(canvas.queryByRole('list', { name: labels.social })).toBeNull();
  },
};
