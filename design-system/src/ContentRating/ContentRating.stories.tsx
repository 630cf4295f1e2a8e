import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContentRating, ratingSystems } from './ContentRating.tsx';

const meta = {
  title: 'Design system/Media and labels/ContentRating',
  tags: ['autodocs'],
  component: ContentRating,
  args: { allAudiencesLabel: 'Tous publics', system: 'csa', code: '-12ans', label: 'Interdit aux moins de 12 ans' },
  argTypes: {
    system: { control: 'inline-radio', options: ratingSystems },
    code: { control: 'text' },
    label: { control: 'text' },
    description: { control: 'text' },
    warning: { control: 'text' },
  },
} satisfies Meta<typeof ContentRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Csa: Story = {
  args: { description: 'Des scènes de violence peuvent heurter la sensibilité des plus jeunes.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Interdit aux moins de 12 ans')).toBeVisible();
    // The CSA mark is visual only; the label carries the meaning.
    await expect(canvas.getByText('-12')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const CsaAllAudiences: Story = {
  args: { code: 'al', label: 'Tous publics (API)' },
  play: async ({ canvasElement }) => {
    // catalogue.txt §3: the generic label is "all audiences", as passed in.
    await expect(within(canvasElement).getByText('Tous publics')).toBeVisible();
  },
};

export const Cinecheck: Story = {
  args: {
    system: 'cinecheck',
    code: '-12ans',
    label: '12 jaar',
    allAudiencesLabel: 'Alle leeftijden',
    cinechecksLabel: 'Inhoud',
    cinechecks: [
      { code: 'vio', label: 'Geweld' },
      { code: 'angoisse', label: 'Angst' },
      { code: 'language', label: 'Grof taalgebruik' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Inhoud' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Geweld', 'Angst', 'Grof taalgebruik']);
    await expect(canvas.getByText('12', { selector: '[aria-hidden="true"]' })).toBeInTheDocument();
  },
};

export const CinecheckAllAges: Story = {
  args: { system: 'cinecheck', code: 'al', label: 'Alle Leeftijden', allAudiencesLabel: 'Alle leeftijden' },
};

export const Default: Story = {
  args: { system: 'default', code: 'pg-13', label: 'PG-13', allAudiencesLabel: 'All audiences' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('PG-13')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeNull();
  },
};

export const WithWarning: Story = {
  args: {
    code: '-16ans',
    label: 'Interdit aux moins de 16 ans',
    warning: 'Certaines scènes, images ou paroles peuvent heurter la sensibilité des spectateurs.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/peuvent heurter/)).toBeVisible();
  },
};

/** real-api.md: contentRating `[]` while unrated — the page passes no code and no label. */
export const Unrated: Story = {
  args: { code: null, label: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Tous publics')).toBeVisible();
  },
};
