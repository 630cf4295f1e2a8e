import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkProvider } from '../LinkProvider/LinkProvider.tsx';
import { Link, linkTones, type LinkProps } from './Link.tsx';

/** One flat shape for the controls; the render narrows the target (a new tab needs its hint). */
type LinkStoryArgs = Omit<LinkProps, 'target' | 'newTabHint'> & { target?: '_self' | '_blank'; newTabHint?: string };
import * as styles from './Link.stories.css.ts';

const navigate = fn();

const meta = {
  title: 'Design system/Actions and links/Link',
  tags: ['autodocs'],
  // The docs read the component's props; the render narrows the flat args back to them.
  component: Link as ComponentType<LinkStoryArgs>,
  render: ({ target, newTabHint, ...args }) =>
    target === '_blank' ? <Link {...args} target="_blank" newTabHint={newTabHint ?? ''} /> : <Link {...args} />,
  args: { href: '/cinemas/marquee-arena', children: 'Marquee Arena' },
  argTypes: {
    tone: { control: 'inline-radio', options: linkTones },
    children: { control: 'text' },
    // react-docgen reads no members of a union type: these rows are described here.
    target: {
      control: 'inline-radio',
      options: ['_self', '_blank'],
      description: '`_blank` opens a new tab (with `noopener noreferrer`) and needs `newTabHint`.',
    },
    newTabHint: { control: 'text', description: 'Read after the link text, e.g. "(opens in a new tab)".' },
    // Props picked from react-aria, which react-docgen does not follow: described here.
    onPress: { description: 'Called when the link is followed, before the navigation.' },
    isDisabled: { control: 'boolean', description: 'Shown but not followed.' },
  },
  decorators: [
    (Story) => (
      <LinkProvider navigate={navigate}>
        <p className={styles.paragraph}>
          Showtimes at <Story /> this week.
        </p>
      </LinkProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<LinkStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {};

export const Muted: Story = { args: { tone: 'muted' } };

export const Inverse: Story = {
  args: { tone: 'inverse' },
  decorators: [
    (Story) => (
      <span className={styles.inverseSurface}>
        <Story />
      </span>
    ),
  ],
};

export const NewTab: Story = {
  args: {
    href: 'https://www.csa.fr/',
    children: 'Age ratings explained',
    target: '_blank',
    newTabHint: '(opens in a new tab)',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Age ratings explained.*opens in a new tab/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await userEvent.hover(link);
    await expect(link).toHaveAttribute('data-hovered', 'true');
  },
};

export const Pressed: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await userEvent.pointer({ keys: '[MouseLeft>]', target: link });
    await expect(link).toHaveAttribute('data-pressed', 'true');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await userEvent.tab();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

/** A click on the disabled link goes nowhere. */
export const DisabledPress: Story = {
  args: Disabled.args,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link'));
    await expect(navigate).not.toHaveBeenCalled();
  },
};
