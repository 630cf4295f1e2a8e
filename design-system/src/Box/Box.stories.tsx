import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from './Box.tsx';

const meta = {
  title: 'Design system/Layout/Box',
  component: Box,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ResponsivePadding: Story = {
  args: {
    background: 'surfaceRaised',
    padding: { mobile: 'small', tablet: 'medium', desktop: 'large', large: 'xlarge' },
    borderRadius: 'card',
    children: 'Padding small on mobile, medium on tablet, large on desktop, extra large from 1440 px',
  },
};
