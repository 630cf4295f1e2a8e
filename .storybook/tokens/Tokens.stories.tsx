import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { frTokens } from '@marquee/themes';
import { Tokens } from './Tokens.tsx';

const meta = {
  title: 'Themes/Tokens',
  component: Tokens,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Tokens>;

export default meta;

export const AllThemes: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One table per token group, one row per token, one column per theme.
    await expect(canvas.getAllByRole('table')).toHaveLength(Object.keys(frTokens).length);
    await expect(canvas.getAllByRole('columnheader', { name: 'benelux' }).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('rowheader', { name: 'vars.color.brandPrimary' })).toBeVisible();
  },
};
