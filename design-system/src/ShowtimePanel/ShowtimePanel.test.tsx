import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ShowtimePanel, type ShowtimePanelProps } from './ShowtimePanel.tsx';

const bookingUrl = 'https://s.pathe.nl/nl/V0003S131277/booking';

const props: ShowtimePanelProps = {
  poster: null,
  title: 'Dune: Part Two',
  cinemaName: 'Marquee Tuschinski',
  date: 'vrijdag 11 september 2026',
  time: '11:00',
  endTime: '13:45',
  version: 'OV',
  bookingUrl,
  explanations: [
    { id: 'imax', title: 'IMAX', description: 'Groot scherm.' },
    { id: '4dx', title: '4DX', description: 'Bewegende stoelen.' },
    { id: 'screenx', title: 'ScreenX', description: 'Beeld op drie wanden.' },
  ],
  labels: {
    bookNow: 'Nu boeken',
    newTabHint: '(opent in een nieuw tabblad)',
    threeD: '3D',
    hall: 'Zaal',
    seats: 'Stoelen',
    duration: 'Duur',
    endTime: 'Eindtijd',
    experiences: 'Belevingen',
    accessibility: 'Toegankelijkheid',
    explanations: 'Over de belevingen',
  },
};

const blockNavigation = (event: MouseEvent) => event.preventDefault();

afterEach(() => window.removeEventListener('click', blockNavigation));

describe('ShowtimePanel', () => {
  it('member-and-shell.txt §2 Showtime details panel: Book now opens the booking URL in a new tab and fires onBook once', async () => {
    const onBook = vi.fn();
    const screen = await render(<ShowtimePanel {...props} onBook={onBook} />);
    const book = screen.getByRole('link', { name: 'Nu boeken (opent in een nieuw tabblad)' });
    await expect.element(book).toHaveAttribute('href', bookingUrl);
    await expect.element(book).toHaveAttribute('target', '_blank');
    await expect.element(book).toHaveAttribute('rel', 'noopener noreferrer');
    window.addEventListener('click', blockNavigation);
    await book.click();
    expect(onBook).toHaveBeenCalledOnce();
  });

  it('Book now works from the keyboard too', async () => {
    const onBook = vi.fn();
    const screen = await render(<ShowtimePanel {...props} explanations={[]} onBook={onBook} />);
    window.addEventListener('click', blockNavigation);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('link', { name: /Nu boeken/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onBook).toHaveBeenCalledOnce();
  });

  it('member-and-shell.txt §2: experience explanation sections open and close independently', async () => {
    const screen = await render(<ShowtimePanel {...props} />);
    const trigger = (name: string) => screen.getByRole('button', { name });
    await trigger('IMAX').click();
    await trigger('ScreenX').click();
    await expect.element(trigger('IMAX')).toHaveAttribute('aria-expanded', 'true');
    await expect.element(trigger('4DX')).toHaveAttribute('aria-expanded', 'false');
    await expect.element(trigger('ScreenX')).toHaveAttribute('aria-expanded', 'true');
    // Keyboard: Tab to 4DX, Space opens it without closing the others.
    trigger('IMAX').element().focus();
    await userEvent.keyboard('{Tab} ');
    await expect.element(trigger('4DX')).toHaveAttribute('aria-expanded', 'true');
    await expect.element(trigger('IMAX')).toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByText('Beeld op drie wanden.')).toBeVisible();
  });

  it('shows hall, seats, duration and end time as labelled facts, leaving out the missing ones', async () => {
    const screen = await render(<ShowtimePanel {...props} auditorium="7 4DX" seatCount="70" />);
    expect(
      screen
        .getByRole('term')
        .elements()
        .map((term) => term.textContent),
    ).toEqual(['Zaal', 'Stoelen', 'Eindtijd']);
    expect(
      screen
        .getByRole('definition')
        .elements()
        .map((value) => value.textContent),
    ).toEqual(['7 4DX', '70', '13:45']);
  });

  it('issue 9: the film start shows as a fact between duration and end, only with its term; the version reads its words', async () => {
    const screen = await render(
      <ShowtimePanel
        {...props}
        duration="2h46"
        filmStart="11:20 (na 20 min reclame)"
        versionExplanation="Originele versie met Nederlandse ondertitels"
        labels={{ ...props.labels, filmStart: 'Film begint' }}
      />,
    );
    const terms = [...screen.container.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toEqual(['Duur', 'Film begint', 'Eindtijd']);
    await expect.element(screen.getByText('Originele versie met Nederlandse ondertitels')).toBeVisible();
    screen.unmount();
    const withoutTerm = await render(<ShowtimePanel {...props} filmStart="11:20" />);
    expect(withoutTerm.container.textContent).not.toContain('11:20');
  });

  it('issue 9: extra actions follow Book now and act on their own', async () => {
    const onAction = vi.fn();
    const screen = await render(
      <ShowtimePanel
        {...props}
        actions={
          <button type="button" onClick={onAction}>
            Toevoegen aan agenda
          </button>
        }
      />,
    );
    const actionButton = screen.getByRole('button', { name: 'Toevoegen aan agenda' });
    await expect.element(actionButton).toBeVisible();
    const book = screen.container.querySelector('a[href]');
    const action = actionButton.element();
    expect(book?.getAttribute('href')).toBe(bookingUrl);
    expect(book!.compareDocumentPosition(action) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(action);
    expect(onAction).toHaveBeenCalledOnce();
  });
});
