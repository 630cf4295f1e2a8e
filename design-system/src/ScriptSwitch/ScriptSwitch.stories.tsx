import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { ScriptSwitch } from './ScriptSwitch.tsx';

const meta = {
  title: 'Design system/Actions and links/ScriptSwitch',
  tags: ['autodocs'],
  component: ScriptSwitch,
  parameters: { layout: 'padded' },
  args: {
    scripted: <Button variant="secondary">Reset filters</Button>,
    plain: <Link href="/films">Reset filters</Link>,
  },
} satisfies Meta<typeof ScriptSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Storybook runs scripts, so the scripted rendering shows; the plain one (for browsers that run
 * none) is in the page but hidden, and out of the accessibility tree.
 */
export const WithScripts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Reset filters' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Reset filters' })).toBeNull();
    await expect(canvasElement.querySelector('a[href="/films"]')).not.toBeNull();
  },
};
