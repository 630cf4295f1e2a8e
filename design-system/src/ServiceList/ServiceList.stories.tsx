import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ServiceList, serviceListHeadingLevels } from './ServiceList.tsx';

const glyph = (shape: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">${shape}</svg>`,
  );

const services = [
  {
    id: 'bar',
    label: 'Bar and sweets',
    description: 'Drinks and popcorn from the opening of the cinema.',
    imageSrc: glyph('<rect x="6" y="4" width="12" height="16" rx="2" fill="#0b5cab"/>'),
  },
  {
    id: 'parking',
    label: 'Parking',
    description: 'A car park two minutes away, 2 hours free with a ticket.',
    imageSrc: glyph('<circle cx="12" cy="12" r="9" fill="#0b5cab"/>'),
  },
  {
    id: 'hearing-loop',
    label: 'Hearing loop',
    description: 'A hearing loop for hearing aids in every hall.',
  },
];

const meta = {
  title: 'Design system/Cinema components/ServiceList',
  tags: ['autodocs'],
  component: ServiceList,
  args: { label: 'Services of the cinema', services, onSelectionChange: fn() },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: serviceListHeadingLevels },
    // The stories set the selection; the list holds it as it is used.
    selectedId: { control: false },
    defaultSelectedId: { control: false },
  },
} satisfies Meta<typeof ServiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * issue 20 designed fallback for icons and logos: a picture that fails keeps its box, covered by the
 * brand's neutral pattern (the img's ::after, shown only when broken); the label names the service.
 */
export const IconLoadError: Story = {
  tags: ['missing-image'],
  args: {
    services: services.map((service) =>
      service.id === 'bar' ? { ...service, imageSrc: '/missing/service.svg' } : service,
    ),
  },
  play: async ({ canvasElement }) => {
    const broken = canvasElement.querySelector<HTMLImageElement>('img[src="/missing/service.svg"]');
    await waitFor(() => expect(broken?.complete && broken.naturalWidth === 0).toBe(true));
    await expect(broken && getComputedStyle(broken, '::after').backgroundImage).toContain('repeating-linear-gradient');
    await expect(broken?.getBoundingClientRect().width).toBe(24);
  },
};

/** Nothing selected: every service is a toggle button, not pressed; no details show. */
export const NoneSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Services of the cinema' });
    const buttons = within(list).getAllByRole('button');
    await expect(buttons).toHaveLength(3);
    for (const button of buttons) await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const Selected: Story = {
  args: { defaultSelectedId: 'parking' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Parking' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Parking' })).toBeVisible();
    await expect(canvas.getByText(/2 hours free/)).toBeVisible();
  },
};

/** catalogue.txt §4 Cinema page: selecting the selected service again unselects it. */
export const ToggleOnAndOff: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('button', { name: 'Bar and sweets' });
    const parking = canvas.getByRole('button', { name: 'Parking' });
    await userEvent.click(bar);
    await expect(bar).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('heading', { name: 'Bar and sweets' })).toBeVisible();
    await userEvent.click(parking);
    await expect(bar).toHaveAttribute('aria-pressed', 'false');
    await expect(parking).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(parking);
    await expect(parking).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(null);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Bar and sweets' })).toHaveFocus();
    await userEvent.tab();
    const parking = canvas.getByRole('button', { name: 'Parking' });
    await expect(parking).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(parking).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(parking).toHaveAttribute('aria-pressed', 'false');
  },
};

export const LongLabels: Story = {
  args: {
    defaultSelectedId: 'long',
    services: [
      ...services,
      {
        id: 'long',
        label: 'Reserved spaces for wheelchair users and their companions in every auditorium',
        description:
          'Every auditorium has reserved spaces at the front and at the back, reachable without steps from the entrance, with a companion seat next to each of them.',
      },
    ],
  },
};

export const Mobile: Story = {
  args: { defaultSelectedId: 'bar' },
  globals: { viewport: { value: 'mobile' } },
};
