// @vitest-environment jsdom
// "Verify by" at the desk: the card says when an unverified online booking lets its nights go, Today's
// Activity lists the holds about to expire, and Extend Hold sends the desk's reason.
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatResortDateTime } from '@/lib/resort-time';
import { aReservation } from '@/test/reservation';
import { jsonResponse, renderDialog, renderWithQueryClient, requestsTo, stubFetch } from '@/test/stub-api';
import { holdsExpiringSoon } from '../lib/front-desk-view';
import { ExtendHoldDialog } from './extend-hold-dialog';
import { ReservationCard } from './reservation-card';
import { HoldsExpiringSoon } from './todays-activity-panel';

const fetchMock = stubFetch((input) =>
  String(input).endsWith('/extend-hold')
    ? jsonResponse(aReservation({ status: 'pending' }))
    : jsonResponse([]),
);

const VERIFY_BY = '2026-03-03T04:00:00.000Z';
const deadline = formatResortDateTime(VERIFY_BY, 'Asia/Manila');
const unverified = aReservation({ status: 'pending', paidAmount: '0.00', verifyBy: VERIFY_BY });

describe('the desk sees "verify by"', () => {
  it('on the card, with Extend Hold among its actions', () => {
    renderWithQueryClient(<ReservationCard reservation={unverified} today="2026-03-01" />);
    expect(screen.getByTestId('verify-by')).toHaveTextContent(`Verify by ${deadline}`);
    expect(screen.getByRole('button', { name: 'Extend Hold' })).toBeInTheDocument();
  });

  it('in Today’s Activity when the hold runs out within 12 hours, and not before', () => {
    const now = new Date(Date.parse(VERIFY_BY) - 11 * 3_600_000);
    const later = aReservation({ status: 'pending', verifyBy: '2026-03-05T04:00:00.000Z' });
    const expiring = holdsExpiringSoon([later, unverified], now);
    expect(expiring).toEqual([unverified]);
    renderWithQueryClient(<HoldsExpiringSoon reservations={expiring} today="2026-03-01" />);
    const section = screen.getByTestId('holds-expiring');
    expect(within(section).getByRole('heading', { name: /Holds about to expire/ })).toBeInTheDocument();
    expect(within(section).getByTestId('expiry-reason')).toHaveTextContent(`Expires ${deadline}`);
  });

  it('Extend Hold needs a reason and sends it', async () => {
    const user = userEvent.setup();
    const dialog = renderDialog(
      <ExtendHoldDialog open reservation={unverified} details={null} onOpenChange={() => {}} />,
      'extend-hold-dialog',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Extend Hold' }));
    expect(
      await within(dialog).findByText('Please give the reason for extending the hold'),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/extend-hold')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Why keep the nights?'), 'Guest called, bank is slow');
    await user.click(within(dialog).getByRole('button', { name: 'Extend Hold' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, `/reservations/${unverified.id}/extend-hold`)).toHaveLength(1),
    );
    const [, init] = requestsTo(fetchMock, '/extend-hold')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Guest called, bank is slow' });
  });
});
