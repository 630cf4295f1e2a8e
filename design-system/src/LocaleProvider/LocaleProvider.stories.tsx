import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Calendar } from '../DayStrip/Calendar.tsx';
import { LocaleProvider } from './LocaleProvider.tsx';
import * as styles from './LocaleProvider.css.ts';

/** A calendar under the page's locale: its month and weekday names follow the locale, not the browser. */
function LocaleDemo({ locale }: { locale: string }) {
  return (
    <LocaleProvider locale={locale}>
      <div className={styles.demo}>
        <p>{locale}</p>
        <Calendar
          label="Calendar"
          previousMonthLabel="‹"
          nextMonthLabel="›"
          availableDates={['2026-11-22', '2026-11-24']}
          defaultSelectedDate="2026-11-22"
        />
      </div>
    </LocaleProvider>
  );
}

const meta = {
  title: 'Design system/Actions and links/LocaleProvider',
  tags: ['autodocs'],
  component: LocaleDemo,
  subcomponents: { LocaleProvider },
  args: { locale: 'nl-NL' },
  argTypes: {
    locale: { control: 'select', options: ['fr-FR', 'en-FR', 'de-CH', 'nl-NL', 'nl-BE'] },
  },
} satisfies Meta<typeof LocaleDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 23: an English browser on the Dutch site sees a Dutch calendar. */
export const Dutch: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent('november 2026');
  },
};

export const French: Story = { args: { locale: 'fr-FR' } };
export const German: Story = { args: { locale: 'de-CH' } };
export const English: Story = { args: { locale: 'en-FR' } };
