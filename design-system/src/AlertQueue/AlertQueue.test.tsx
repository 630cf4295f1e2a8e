import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { AlertQueue, AlertQueueProvider, useAlerts, type AlertQueueControls } from './AlertQueue.tsx';
import { alertAutoCloseMs, dequeueAutoClosed, dismissFirstAlert, type AlertMessage } from './alertQueueState.ts';

function Controls({ onReady }: { onReady: (controls: AlertQueueControls) => void }) {
  const controls = useAlerts();
  useEffect(() => {
    onReady(controls);
  });
  return null;
}

async function renderQueue() {
  let controls: AlertQueueControls | undefined;
  const screen = await render(
    <AlertQueueProvider>
      <Controls onReady={(current) => (controls = current)} />
      <AlertQueue closeLabel="Close the message" levelLabels={{ warning: 'Warning:', info: 'Information:' }} />
    </AlertQueueProvider>,
  );
  return { screen, alerts: () => controls! };
}

async function nextFrames() {
  for (let frame = 0; frame < 3; frame += 1) await new Promise(requestAnimationFrame);
}

const favouriteLimit: AlertMessage = { level: 'warning', title: 'Favourite limit reached', autoCloseId: 'favourites' };
const newShowtimes: AlertMessage = { level: 'info', title: 'New showtimes' };

afterEach(() => {
  vi.useRealTimers();
});

describe('AlertQueue (member-and-shell.txt §4 Other, Alert queue)', () => {
  it('member-and-shell.txt §4 Alert queue: shows the first queued message only; dismissing it shows the next', async () => {
    const { screen, alerts } = await renderQueue();
    alerts().enqueue({ level: 'info', title: 'First' });
    alerts().enqueue({ level: 'warning', title: 'Second' });
    const region = screen.getByRole('status');
    await expect.element(region.getByText(/First/)).toBeVisible();
    expect(region.getByText(/Second/).query()).toBeNull();
    await region.getByRole('button', { name: 'Close the message' }).click();
    await expect.element(region.getByText(/Second/)).toBeVisible();
    expect(region.getByText(/First/).query()).toBeNull();
    alerts().dismiss();
    await vi.waitFor(() => expect(alerts().messages).toEqual([]));
    await expect.element(region).toBeEmptyDOMElement();
  });

  it('member-and-shell.txt §4 Alert queue / §9: a message with an auto-close id leaves after 10 s, not before', async () => {
    expect(alertAutoCloseMs).toBe(10_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { screen, alerts } = await renderQueue();
    alerts().enqueue(favouriteLimit);
    alerts().enqueue(newShowtimes);
    const region = screen.getByRole('status');
    await expect.element(region.getByText(/Favourite limit reached/)).toBeVisible();
    // The 10 s start when the message shows: once React has run the shown message's effect.
    await nextFrames();
    vi.advanceTimersByTime(9_999);
    // vi.waitFor would advance the fake clock itself: let React render on real frames instead.
    await nextFrames();
    expect(alerts().messages).toHaveLength(2);
    await expect.element(region.getByText(/Favourite limit reached/)).toBeVisible();
    vi.advanceTimersByTime(1);
    await expect.element(region.getByText(/New showtimes/)).toBeVisible();
    await nextFrames();
    expect(alerts().messages.map((message) => message.title)).toEqual(['New showtimes']);
  });

  it('member-and-shell.txt §4 Alert queue: auto-closing messages show one at a time, each for its 10 s, the next following', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { screen, alerts } = await renderQueue();
    alerts().enqueue(favouriteLimit);
    alerts().enqueue({ level: 'warning', title: 'Geolocation failed', autoCloseId: 'locator' });
    const region = screen.getByRole('status');
    await expect.element(region.getByText(/Favourite limit reached/)).toBeVisible();
    expect(region.getByText(/Geolocation failed/).query()).toBeNull();
    await nextFrames();
    vi.advanceTimersByTime(10_000);
    // The second was queued at the same moment: it shows now, for 10 s of its own.
    await expect.element(region.getByText(/Geolocation failed/)).toBeVisible();
    await nextFrames();
    vi.advanceTimersByTime(9_999);
    await nextFrames();
    await expect.element(region.getByText(/Geolocation failed/)).toBeVisible();
    vi.advanceTimersByTime(1);
    await nextFrames();
    await vi.waitFor(() => expect(alerts().messages).toEqual([]));
  });

  it('member-and-shell.txt §4 Alert queue: an auto-closing message queued behind one that stays is not lost unseen', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { screen, alerts } = await renderQueue();
    alerts().enqueue(newShowtimes);
    alerts().enqueue(favouriteLimit);
    const region = screen.getByRole('status');
    await expect.element(region.getByText(/New showtimes/)).toBeVisible();
    vi.advanceTimersByTime(30_000);
    await nextFrames();
    expect(alerts().messages).toHaveLength(2);
    alerts().dismiss();
    await expect.element(region.getByText(/Favourite limit reached/)).toBeVisible();
  });

  it('member-and-shell.txt §4 Alert queue: a message without an auto-close id stays until dismissed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { screen, alerts } = await renderQueue();
    alerts().enqueue(newShowtimes);
    vi.advanceTimersByTime(30_000);
    await nextFrames();
    await expect.element(screen.getByRole('status').getByText(/New showtimes/)).toBeVisible();
  });

  it('the region is a polite live region present before any message, so the first one is announced', async () => {
    const { screen, alerts } = await renderQueue();
    const region = screen.getByRole('status');
    await expect.element(region).toBeInTheDocument();
    await expect.element(region).toBeEmptyDOMElement();
    alerts().enqueue(favouriteLimit);
    await expect.element(region).toHaveTextContent('Warning: Favourite limit reached');
  });

  it('member-and-shell.txt §2 Alert banner: a message marked not closable shows no close button', async () => {
    const { screen, alerts } = await renderQueue();
    alerts().enqueue({ ...newShowtimes, closable: false });
    await expect.element(screen.getByText(/New showtimes/)).toBeVisible();
    expect(screen.getByRole('button').query()).toBeNull();
  });

  it('dismiss on an empty queue changes nothing; auto-close removes only its own id', () => {
    expect(dismissFirstAlert([])).toEqual([]);
    const queue = [
      { ...newShowtimes, key: 1 },
      { ...favouriteLimit, key: 2 },
    ];
    expect(dequeueAutoClosed(queue, 'favourites')).toEqual([{ ...newShowtimes, key: 1 }]);
    expect(dequeueAutoClosed(queue, 'other')).toEqual(queue);
  });
});
