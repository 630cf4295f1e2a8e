import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConsentManager, showConsentPreferences, type ConsentManagerProps } from './ConsentManager.tsx';
import { consentArgs, forgetConsent } from './fixtures.ts';

const body = () => within(document.body);
const storedChoice = () =>
  document.cookie.split('; ').find((cookie) => cookie.startsWith(`${consentArgs.cookieName}=`));

/**
 * The library reads the stored choice (and draws the preferences) after the story has rendered:
 * until it has reported the choice the story says it is still busy (`data-story-busy`), which the
 * visual suite waits on before its picture.
 */
function Reported({
  args,
  children,
}: {
  args: ConsentManagerProps;
  children: (props: ConsentManagerProps) => ReactNode;
}) {
  const [reported, setReported] = useState(false);
  return (
    <div data-story-busy={reported ? undefined : true}>
      {children({
        ...args,
        onChoice: (choice) => {
          args.onChoice(choice);
          setReported(true);
        },
      })}
    </div>
  );
}

const meta = {
  title: 'Design system/Pop-ins, alerts, carousel/ConsentManager',
  tags: ['autodocs'],
  component: ConsentManager,
  args: { ...consentArgs, onChoice: fn() },
  parameters: { layout: 'fullscreen' },
  render: (args) => <Reported args={args}>{(props) => <ConsentManager {...props} />}</Reported>,
  // Every story is a first visit: no choice kept from the one before.
  beforeEach: () => forgetConsent(),
} satisfies Meta<typeof ConsentManager>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A first visit: the banner asks, with refusing as easy as accepting (one button each, the same
 * look); refusing keeps the choice and allows nothing but what the site needs. The server's HTML
 * has the same banner, so it shows with the page's first paint.
 */
export const Banner: Story = {
  play: async ({ args }) => {
    const banner = await body().findByRole('dialog', { name: consentArgs.labels.title });
    await waitFor(() => expect(args.onChoice).toHaveBeenLastCalledWith(null));
    await expect(storedChoice()).toBeUndefined();
    const refuse = within(banner).getByRole('button', { name: 'Refuse all' });
    const accept = within(banner).getByRole('button', { name: 'Accept all' });
    await expect(refuse.className).toBe(accept.className);
    await expect(within(banner).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/info/privacy');
    await userEvent.click(refuse);
    await waitFor(() => expect(args.onChoice).toHaveBeenLastCalledWith(['necessary']));
    await expect(storedChoice()).toBeDefined();
    await waitFor(() => expect(banner).not.toBeVisible());
  },
};

/** Accepting allows every category; the keyboard reaches the buttons from the banner. */
export const AcceptAll: Story = {
  play: async ({ args }) => {
    const banner = await body().findByRole('dialog', { name: consentArgs.labels.title });
    const accept = within(banner).getByRole('button', { name: 'Accept all' });
    accept.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onChoice).toHaveBeenLastCalledWith(['necessary', 'analytics', 'support']));
  },
};

/** On a phone the banner spans the width of the screen, its buttons stacked. */
export const BannerOnAPhone: Story = { globals: { viewport: { value: 'mobile' } } };

/** The preferences open from the footer's link: what the site needs stays on, each purpose is a switch. */
function WithPreferencesOpen(props: ConsentManagerProps) {
  return (
    <ConsentManager
      {...props}
      onChoice={(choice) => {
        props.onChoice(choice);
        if (choice === null) showConsentPreferences();
      }}
    />
  );
}

export const Preferences: Story = {
  render: (args) => <Reported args={args}>{(props) => <WithPreferencesOpen {...props} />}</Reported>,
  play: async ({ args }) => {
    const preferences = await body().findByRole('dialog', { name: 'Cookie preferences' });
    const panel = within(preferences);
    await expect(panel.getByRole('checkbox', { name: /Needed for the site to work/ })).toBeDisabled();
    await expect(panel.getByRole('checkbox', { name: /Audience measurement/ })).not.toBeChecked();
    await userEvent.click(panel.getByRole('checkbox', { name: /Audience measurement/ }));
    await userEvent.click(panel.getByRole('button', { name: 'Save my choices' }));
    await waitFor(() => expect(args.onChoice).toHaveBeenLastCalledWith(['necessary', 'analytics']));
  },
};
