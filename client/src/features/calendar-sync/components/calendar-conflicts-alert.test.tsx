// @vitest-environment jsdom
import { siteConfigExample } from '@domain/api/site';
import '@testing-library/jest-dom/vitest';
import type { CalendarConflictDto } from '@domain/api-types';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, requestsTo, stubFetch } from '@/test/stub-api';
import { CalendarConflictsAlert } from './calendar-conflicts-alert';

const conflict = (overrides: Partial<CalendarConflictDto> = {}): CalendarConflictDto => {
  const base = {
    id: '0b8f5a52-1111-4000-8000-000000000001',
    feedId: '0b8f5a52-2222-4000-8000-000000000001',
    roomId: '0b8f5a52-3333-4000-8000-000000000001',
    roomName: 'Ocean View Suite',
    channel: 'airbnb',
    checkin: '2026-12-04',
    checkout: '2026-12-07',
    summary: 'Reserved',
    state: 'conflict',
    detectedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    removedFromFeed: false,
    overlaps: {
      kind: 'reservation',
      reservationId: '0b8f5a52-4444-4000-8000-000000000001',
      referenceCode: 'KX7P2M9Q',
      guestName: 'María Santos',
      checkin: '2026-12-05',
      checkout: '2026-12-08',
      status: 'confirmed',
    },
    resolution: null,
    resolvedAt: null,
    resolvedBy: null,
    resolutionNote: '',
    heldNights: [{ checkin: '2026-12-04', checkout: '2026-12-05' }],
    reservationUrl: 'https://www.airbnb.com/hosting/reservations/details/HM4K2QX9TZ',
    ...overrides,
  } satisfies Omit<CalendarConflictDto, 'overlapping'>;
  // what it overlaps now: what it overlapped when found, unless told
  return { overlapping: base.overlaps ? [base.overlaps] : [], ...base, ...overrides } as CalendarConflictDto;
};

const withOurBooking = conflict();
const withAnotherBlock = conflict({
  id: '0b8f5a52-1111-4000-8000-000000000002',
  channel: 'booking_com',
  roomName: 'Garden Room',
  summary: 'CLOSED - Not available',
  removedFromFeed: true,
  overlaps: {
    kind: 'block',
    blockId: '0b8f5a52-5555-4000-8000-000000000001',
    channel: 'agoda',
    checkin: '2026-12-10',
    checkout: '2026-12-12',
  },
});

let open: CalendarConflictDto[] = [];
let resolveAnswer: () => Response = () => jsonResponse({});
const fetchMock = stubFetch((input, init) => {
  const url = String(input);
  if (url.includes('/api/receptionist/calendar-conflicts?state=open')) return jsonResponse(open);
  if (url.endsWith('/resolve') && init?.method === 'POST') return resolveAnswer();
  if (url.endsWith('/api/config')) return jsonResponse(siteConfigExample);
  return jsonResponse([]);
});

const renderAlert = () =>
  render(
    <QueryClientProvider client={createQueryClient(() => {})}>
      <CalendarConflictsAlert />
      <Toaster />
    </QueryClientProvider>,
  );

/** The JSON body of the one POST to `path`. */
const sentTo = (path: string) => {
  const [, init] = requestsTo(fetchMock, path)[0] ?? [];
  return JSON.parse(String(init?.body));
};

/** Shows the alert with `conflicts` open and `answer` as the resolve call's reply, then clicks `action`. */
const clickInAlert = async (conflicts: CalendarConflictDto[], answer: () => Response, action: string) => {
  const user = userEvent.setup();
  open = conflicts;
  resolveAnswer = answer;
  renderAlert();
  const alert = await screen.findByTestId('calendar-conflicts');
  await user.click(within(alert).getByRole('button', { name: action }));
  return user;
};

/** A resolve reply: `conflict` in its new state, and no conflict left open afterwards. */
const resolvedAs =
  (conflict: CalendarConflictDto, change: Pick<CalendarConflictDto, 'state' | 'resolution'>) => () => {
    open = [];
    return jsonResponse({ ...conflict, ...change });
  };

describe('the calendar conflicts alert', () => {
  it('shows nothing while there are no open conflicts', async () => {
    open = [];
    renderAlert();
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/receptionist/calendar-conflicts?state=open')).toHaveLength(1),
    );
    expect(screen.queryByTestId('calendar-conflicts')).not.toBeInTheDocument();
  });

  it('lists both sides: our booking, or the other travel site’s block', async () => {
    open = [withOurBooking, withAnotherBlock];
    renderAlert();
    const alert = await screen.findByTestId('calendar-conflicts');
    expect(within(alert).getByRole('heading', { level: 2 })).toHaveTextContent(
      '2 calendar conflicts to resolve',
    );

    const [ours, block] = within(alert).getAllByTestId('calendar-conflict') as [HTMLElement, HTMLElement];
    expect(ours).toHaveAccessibleName('Airbnb conflict on Ocean View Suite');
    expect(ours).toHaveTextContent('Dec 4 – Dec 7, 2026 · 3 nights');
    expect(ours).toHaveTextContent('“Reserved”');
    expect(ours).toHaveTextContent('Our booking');
    expect(within(ours).getByTestId('conflict-reference')).toHaveTextContent('KX7P2M9Q');
    expect(ours).toHaveTextContent('María Santos');
    expect(ours).toHaveTextContent('Dec 5 – Dec 8, 2026 · 3 nights');
    expect(ours).toHaveTextContent('Confirmed');
    expect(ours).toHaveTextContent('Found 5 minutes ago');
    expect(ours).not.toHaveTextContent('Removed from');
    expect(within(ours).getByRole('button', { name: 'Cancel our booking' })).toBeInTheDocument();
    expect(within(ours).getByRole('button', { name: 'Mark handled' })).toBeInTheDocument();

    expect(block).toHaveAccessibleName('Booking.com conflict on Garden Room');
    expect(block).toHaveTextContent('“CLOSED - Not available”');
    expect(block).toHaveTextContent('Agoda block');
    expect(block).toHaveTextContent('Dec 10 – Dec 12, 2026 · 2 nights');
    expect(block).toHaveTextContent('Removed from Booking.com’s calendar since it was found');
    // nothing of ours to cancel: only Mark handled
    expect(within(block).queryByRole('button', { name: 'Cancel our booking' })).not.toBeInTheDocument();
    expect(within(block).getByRole('button', { name: 'Mark handled' })).toBeInTheDocument();
  });

  it('cancels our booking after a confirmation that says the guest is emailed, then hides the alert', async () => {
    const user = await clickInAlert(
      [withOurBooking],
      resolvedAs(withOurBooking, { state: 'active', resolution: 'cancelled_ours' }),
      'Cancel our booking',
    );

    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel our booking?' });
    expect(dialog).toHaveTextContent('María Santos is emailed');
    expect(dialog).toHaveTextContent('The nights go to the Airbnb booking.');
    expect(dialog).toHaveTextContent('KX7P2M9Q');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel our booking' }));

    await waitFor(() => expect(screen.queryByTestId('calendar-conflicts')).not.toBeInTheDocument());
    expect(sentTo(`/api/receptionist/calendar-conflicts/${withOurBooking.id}/resolve`)).toEqual({
      action: 'cancel_ours',
      note: '',
      reservationIds: ['0b8f5a52-4444-4000-8000-000000000001'],
    });
    expect(
      await screen.findByText('Reservation KX7P2M9Q was cancelled; María Santos has been emailed.'),
    ).toBeInTheDocument();
  });

  it('shows the nights it holds meanwhile, the Airbnb reservation link, and every booking and block it overlaps', async () => {
    const second = {
      kind: 'reservation' as const,
      reservationId: '0b8f5a52-4444-4000-8000-000000000002',
      referenceCode: 'PQ4R7T2W',
      guestName: 'Jose Reyes',
      checkin: '2026-12-03',
      checkout: '2026-12-05',
      status: 'pending' as const,
    };
    const twoOfOurs = conflict({ overlapping: [second, withOurBooking.overlaps as never] });
    const user = userEvent.setup();
    open = [twoOfOurs];
    resolveAnswer = resolvedAs(twoOfOurs, { state: 'active', resolution: 'cancelled_ours' });
    renderAlert();
    const alert = await screen.findByTestId('calendar-conflicts');
    expect(within(alert).getByTestId('conflict-held-nights')).toHaveTextContent('Dec 4 – Dec 5, 2026');
    expect(within(alert).getByRole('link', { name: /Open the reservation on Airbnb/ })).toHaveAttribute(
      'href',
      'https://www.airbnb.com/hosting/reservations/details/HM4K2QX9TZ',
    );
    expect(
      within(alert)
        .getAllByTestId('conflict-reference')
        .map((el) => el.textContent),
    ).toEqual(['PQ4R7T2W', 'KX7P2M9Q']);
    await user.click(within(alert).getByRole('button', { name: 'Cancel our bookings' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel our 2 bookings?' });
    expect(within(dialog).getByTestId('cancel-ours-list')).toHaveTextContent('PQ4R7T2W');
    expect(within(dialog).getByTestId('cancel-ours-list')).toHaveTextContent('KX7P2M9Q');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel our bookings' }));
    await waitFor(() => expect(screen.queryByTestId('calendar-conflicts')).not.toBeInTheDocument());
    expect(sentTo(`/api/receptionist/calendar-conflicts/${twoOfOurs.id}/resolve`).reservationIds).toEqual([
      second.reservationId,
      '0b8f5a52-4444-4000-8000-000000000001',
    ]);
  });

  it('offers no cancellation while another travel site’s block holds some of the nights too', async () => {
    open = [
      conflict({ overlapping: [withOurBooking.overlaps as never, withAnotherBlock.overlaps as never] }),
    ];
    renderAlert();
    const item = await screen.findByTestId('calendar-conflict');
    expect(item).toHaveTextContent('KX7P2M9Q');
    expect(item).toHaveTextContent('Agoda block');
    expect(within(item).queryByRole('button', { name: /Cancel our booking/ })).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Mark handled' })).toBeInTheDocument();
  });

  it('marks a conflict handled with a note', async () => {
    const user = await clickInAlert(
      [withAnotherBlock],
      resolvedAs(withAnotherBlock, { state: 'handled', resolution: 'marked_handled' }),
      'Mark handled',
    );

    const dialog = await screen.findByTestId('mark-handled-dialog');
    expect(dialog).toHaveTextContent('Booking.com · Garden Room');
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Guest moved to the Garden Suite');
    await user.click(within(dialog).getByRole('button', { name: 'Mark handled' }));

    await waitFor(() => expect(screen.queryByTestId('mark-handled-dialog')).not.toBeInTheDocument());
    expect(sentTo(`/api/receptionist/calendar-conflicts/${withAnotherBlock.id}/resolve`)).toEqual({
      action: 'mark_handled',
      note: 'Guest moved to the Garden Suite',
    });
    await waitFor(() => expect(screen.queryByTestId('calendar-conflicts')).not.toBeInTheDocument());
  });

  it('shows the server’s reason when a conflict cannot be resolved, and keeps the dialog open', async () => {
    const user = await clickInAlert(
      [withOurBooking],
      () => jsonResponse({ message: 'This conflict was already resolved' }, 409),
      'Mark handled',
    );
    const dialog = await screen.findByTestId('mark-handled-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark handled' }));

    expect(await screen.findByText('This conflict was already resolved')).toBeInTheDocument();
    expect(screen.getByTestId('mark-handled-dialog')).toBeInTheDocument();
  });
});
