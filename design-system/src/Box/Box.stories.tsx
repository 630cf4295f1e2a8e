import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from './Box.tsx';

const meta = {
  title: 'Design system/Layout/Box',
  tags: ['autodocs'],
  component: Box,
  argTypes: {
    as: { control: 'text' },
    children: { control: 'text' },
    // The style props are sprinkles from @marquee/themes, which react-docgen does not follow.
    background: { description: 'A surface or brand colour token (surface, surfaceRaised, brandPrimary...).' },
    padding: { description: 'A space token, or one per breakpoint ({ mobile, tablet, desktop, large }).' },
    borderRadius: { description: 'A radius token (small, control, card, full).' },
  },
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
