import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, type ComponentProps, type ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AlertQueue, AlertQueueProvider, useAlerts, type AlertQueueProps } from './AlertQueue.tsx';
import type { AlertMessage } from './alertQueueState.ts';

function Enqueue({ messages }: { messages: readonly AlertMessage[] }) {
  const { enqueue } = useAlerts();
  const enqueued = useRef(false);
  useEffect(() => {
    // Once, even when React replays effects in development.
    if (enqueued.current) return;
    enqueued.current = true;
    for (const message of messages) enqueue(message);
  }, [enqueue, messages]);
  return null;
}

function Demo({ messages, ...props }: AlertQueueProps & { messages: readonly AlertMessage[] }) {
  return (
    <AlertQueueProvider>
      <Enqueue messages={messages} />
      <AlertQueue {...props} />
    </AlertQueueProvider>
  );
}

const meta = {
  title: 'Design system/Pop-ins, alerts, carousel/AlertQueue',
  tags: ['autodocs'],
  // The docs read AlertQueue's props; the render wraps it in the provider that holds the queue.
  component: AlertQueue as ComponentType<ComponentProps<typeof Demo>>,
  subcomponents: { AlertQueueProvider },
  render: (args) => <Demo {...args} />,
  args: {
    closeLabel: 'Close the message',
    levelLabels: { warning: 'Warning:', info: 'Information:' },
    messages: [],
  },
  argTypes: {
    messages: { control: false, description: 'Story only: the messages enqueued once, when the story mounts.' },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The live region is in the page before any message, so the first one is announced. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Several queued messages: the first shows, the others wait; closing them is SeveralMessagesClose's. */
export const SeveralMessages: Story = {
  args: {
    messages: [
      {
        level: 'warning',
        title: 'You already have 5 favourite cinemas',
        subtitleHtml: 'Remove one before adding another.',
      },
      { level: 'info', title: 'Online booking is back' },
      { level: 'warning', title: 'Your voucher could not be checked', closable: false },
    ],
  },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('status'));
    // Each message fades in.
    await waitFor(() => expect(region.getByText(/You already have 5 favourite cinemas/)).toBeVisible());
    await expect(region.queryByText(/Online booking is back/)).toBeNull();
  },
};

/** Closing the message shown shows the next, in order; the last one has no close button. */
export const SeveralMessagesClose: Story = {
  args: SeveralMessages.args,
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('status'));
    await waitFor(() => expect(region.getByText(/You already have 5 favourite cinemas/)).toBeVisible());
    await userEvent.click(region.getByRole('button', { name: 'Close the message' }));
    await waitFor(() => expect(region.getByText(/Online booking is back/)).toBeVisible());
    await userEvent.click(region.getByRole('button', { name: 'Close the message' }));
    await waitFor(() => expect(region.getByText(/Your voucher could not be checked/)).toBeVisible());
    await expect(region.queryByRole('button')).toBeNull();
  },
};

/** A message with an auto-close id (e.g. the favourite limit warning) leaves by itself 10 s after it shows. */
export const AutoClosing: Story = {
  args: {
    messages: [{ level: 'warning', title: 'You already have 5 favourite cinemas', autoCloseId: 'favourites' }],
  },
};

export const Mobile: Story = {
  args: SeveralMessages.args,
  globals: { viewport: { value: 'mobile' } },
};
