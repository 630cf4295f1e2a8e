import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from '../Icon/Icon.tsx';
import { Badge, badgeSizes, badgeTones } from './Badge.tsx';
import * as styles from './Badge.stories.css.ts';

const meta = {
  title: 'Design system/Media and labels/Badge',
  tags: ['autodocs'],
  component: Badge,
  args: { label: 'Nouveau', tone: 'neutral', size: 'medium' },
  argTypes: {
    tone: { control: 'select', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Info: Story = { args: { tone: 'info', label: 'VOST' } };
export const Success: Story = { args: { tone: 'success', label: 'Places disponibles' } };
export const Warning: Story = { args: { tone: 'warning', label: 'Dernières places' } };
export const Danger: Story = { args: { tone: 'danger', label: 'Complet' } };
export const Premium: Story = { args: { tone: 'premium', label: 'Premium' } };
export const Small: Story = { args: { size: 'small', label: 'VF' } };
export const WithIcon: Story = { args: { tone: 'inverse', label: '3D', icon: <Icon type="text" value="3D" /> } };

export const AllTones: Story = {
  render: (args) => (
    <div className={styles.grid}>
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone} label={tone} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fills = badgeTones.map((tone) => getComputedStyle(canvas.getByText(tone)).backgroundColor);
    // Each flag tone has its own fill (catalogue.txt §3 flag colours 1-5).
    const flagFills = fills.slice(badgeTones.indexOf('flag1'));
    await expect(new Set(flagFills).size).toBe(5);
  },
};
