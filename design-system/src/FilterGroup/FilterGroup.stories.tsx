import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { textOutsideRoundedBox } from '../private/testing/textFits.ts';
import { FilterGroup } from './FilterGroup.tsx';

const meta = {
  title: 'Design system/Navigation and disclosure/FilterGroup',
  tags: ['autodocs'],
  component: FilterGroup,
  args: {
    label: 'Filter showtimes',
    sections: [
      {
        key: 'languages',
        label: 'Version',
        options: [
          { value: 'vf', label: 'VF' },
          { value: 'vost', label: 'VOST' },
          { value: 'vo', label: 'VO' },
        ],
      },
      {
        key: 'types',
        label: 'Experience',
        options: [
          { value: 'imax', label: 'IMAX' },
          { value: '4dx', label: '4DX' },
          { value: 'dolby', label: 'Dolby Cinema' },
          { value: 'avp', label: 'Preview' },
        ],
      },
      {
        key: 'genres',
        label: 'Genre',
        options: [
          { value: 'action', label: 'Action' },
          { value: 'comedy', label: 'Comedy' },
          { value: 'animation', label: 'Animation' },
        ],
      },
    ],
    applyLabel: 'Show results',
    resetLabel: 'Reset filters',
    resetHref: '/fr/films',
    onChange: fn(),
  },
} satisfies Meta<typeof FilterGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Filter showtimes' })).toHaveAttribute('method', 'get');
    await expect(canvas.getAllByRole('group')).toHaveLength(3);
    for (const chip of canvas.getAllByRole('checkbox')) await expect(chip).not.toBeChecked();
  },
};

/**
 * Issue 20: the nl film page's version labels are whole sentences; at 375 px they wrap inside
 * their chip's border, which rounds its corners instead of curving across the lines.
 */
export const LongLabelsOnAPhone: Story = {
  globals: { site: 'nl', language: 'nl', viewport: { value: 'mobile' } },
  args: {
    label: 'Voorstellingen filteren',
    sections: [
      {
        key: 'languages',
        label: 'Versies',
        options: [
          {
            value: 'nl',
            label:
              'NL — Nederlands gesproken: Film in het Nederlands (nagesynchroniseerd als hij in een andere taal is opgenomen)',
          },
          {
            value: 'ov',
            label: 'OV — OV (NL-ondertiteld): In de taal waarin de film is opgenomen, met Nederlandse ondertitels',
          },
        ],
      },
      {
        key: 'types',
        label: 'Belevingen en toegankelijkheid',
        options: [
          { value: 'audiodescription', label: 'Audiodescriptie' },
          { value: 'subtitles-deaf', label: 'Ondertiteling voor doven en slechthorenden' },
        ],
      },
    ],
    applyLabel: 'Toepassen',
    resetLabel: 'Wissen',
  },
  play: async ({ canvasElement }) => {
    for (const chip of within(canvasElement).getAllByRole('checkbox')) {
      // The checkbox is the hidden input; its label is the visible chip.
      const box = chip.closest('label');
      if (!box) throw new Error('a filter chip without its label');
      await expect(textOutsideRoundedBox(box)).toEqual([]);
    }
  },
};

/**
 * Issue 20: on a phone the chips read short codes, one row per section; what each means is the
 * chip's description and, on demand, a list under the chips (a native disclosure, so it opens
 * without JavaScript too).
 */
export const ShortNamesExplainedOnAPhone: Story = {
  globals: { site: 'nl', language: 'nl', viewport: { value: 'mobile' } },
  args: {
    label: 'Voorstellingen filteren',
    sections: [
      {
        key: 'versions',
        label: 'Versies',
        explanationsLabel: 'Wat betekenen deze versies?',
        options: [
          { value: 'nlnl', label: 'NL', description: 'Nederlands gesproken: film in het Nederlands' },
          {
            value: 'ov',
            label: 'OV',
            description: 'Originele versie: in de taal van de opname, Nederlands ondertiteld',
          },
        ],
      },
      {
        key: 'tags',
        label: 'Belevingen en toegankelijkheid',
        explanationsLabel: 'Wat betekenen deze ervaringen?',
        options: [
          { value: 'imax', label: 'IMAX' },
          { value: 'sdh', label: 'Ondertiteld (doven)', description: 'Ondertiteling voor doven en slechthorenden' },
        ],
      },
    ],
    applyLabel: 'Toepassen',
    resetLabel: 'Wissen',
    scrollOnPhone: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ov = canvas.getByRole('checkbox', { name: 'OV' });
    await expect(ov).toHaveAccessibleDescription(/^Originele versie: /);
    // A chip without words has no description, and is not listed.
    await expect(canvas.getByRole('checkbox', { name: 'IMAX' })).not.toHaveAccessibleDescription();
    const explained = canvas.getByText('Wat betekenen deze versies?');
    await expect(canvas.getByText(/^Originele versie: /)).not.toBeVisible();
    await userEvent.click(explained);
    await expect(canvas.getByText(/^Originele versie: /)).toBeVisible();
    // The versions' disclosure lists its two described chips.
    const versions = explained.closest('details');
    if (!versions) throw new Error('the explanations are not a disclosure');
    await expect(within(versions).getAllByText(/^(NL|OV)$/)).toHaveLength(2);
  },
};

export const SomeSelected: Story = {
  args: { defaultSelection: { languages: ['vost'], types: ['imax'], genres: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'VOST' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'IMAX' })).toBeChecked();
  },
};

/** member-and-shell.txt §4: a choice toggles a value; values keep the options' order. */
export const SomeSelectedToggle: Story = {
  args: SomeSelected.args,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'VF' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ languages: ['vf', 'vost'], types: ['imax'], genres: [] });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'VOST' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ languages: ['vf'], types: ['imax'], genres: [] });
  },
};

/** member-and-shell.txt §4: reset clears every filter. */
export const Reset: Story = {
  args: { defaultSelection: { languages: ['vf', 'vo'], types: ['4dx', 'avp'], genres: ['comedy'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('checkbox').filter((chip) => (chip as HTMLInputElement).checked)).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset filters' }));
    for (const chip of canvas.getAllByRole('checkbox')) await expect(chip).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({ languages: [], types: [], genres: [] });
  },
};

/** Without an onChange handler the form is the whole behaviour: checkboxes, a submit button, a reset link. */
export const WithoutScriptHandler: Story = {
  args: { onChange: undefined, defaultSelection: { languages: ['vf'], types: [], genres: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'VF' })).toHaveAttribute('name', 'languages');
    await expect(canvas.getByRole('checkbox', { name: 'VF' })).toHaveAttribute('value', 'vf');
    await expect(canvas.getByRole('button', { name: 'Show results' })).toHaveAttribute('type', 'submit');
    await expect(canvas.getByRole('link', { name: 'Reset filters' })).toHaveAttribute('href', '/fr/films');
  },
};

const everyGenre = [
  'Action',
  'Animation',
  'Aventure',
  'Comédie',
  'Documentaire',
  'Drame',
  'Épouvante',
  'Famille',
  'Historique',
  'Romance',
  'Science-fiction',
  'Thriller',
].map((label) => ({ value: label.toLowerCase(), label }));

/**
 * A catalogue's every genre on a phone: one row that scrolls sideways, so the list does not push
 * the page's content down a screen; a chip reached by the keyboard scrolls into view.
 */
export const ScrollOnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    label: 'Filtrer les films',
    sections: [{ key: 'genres', label: 'Genre', options: everyGenre }],
    defaultSelection: { genres: ['drame'] },
    applyLabel: 'Appliquer',
    resetLabel: 'Réinitialiser',
    scrollOnPhone: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chips = canvas.getAllByRole('checkbox');
    const row = chips[0]?.closest('label')?.parentElement;
    await expect(row && row.scrollWidth > row.clientWidth).toBe(true);
    const rows = new Set(chips.map((chip) => chip.closest('label')?.getBoundingClientRect().top));
    await expect(rows.size).toBe(1);
    for (const _chip of chips) await userEvent.tab();
    await expect(chips.at(-1)).toHaveFocus();
    await expect(row?.scrollLeft).toBeGreaterThan(0);
  },
};
