import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from './Box.tsx';
import { Inline, Stack } from './Stack.tsx';

const meta = {
  title: 'Design system/Layout/Stack',
  tags: ['autodocs'],
  component: Stack,
  subcomponents: { Inline },
  parameters: { layout: 'padded' },
  args: { space: 'medium', children: null },
  // The stories render their own children and spacing: the table documents the props, it sets none.
  argTypes: { space: { control: false }, align: { control: false }, children: { control: false } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const Tile = ({ children }: { children: string }) => (
  <Box background="surfaceRaised" padding="medium" borderRadius="card">
    {children}
  </Box>
);

export const ResponsiveSpace: Story = {
  render: () => (
    <Stack space={{ mobile: 'small', desktop: 'large' }}>
      <Tile>Séance de 14:00</Tile>
      <Tile>Séance de 17:30</Tile>
      <Tile>Séance de 20:45</Tile>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/Séance/)).toHaveLength(3);
  },
};

export const InlineWrapping: Story = {
  render: () => (
    <Inline space="small">
      {['IMAX', '4DX', 'Dolby', '3D', 'VOST', 'VF', 'ScreenX', 'Audiodescription'].map((tag) => (
        <Tile key={tag}>{tag}</Tile>
      ))}
    </Inline>
  ),
};
