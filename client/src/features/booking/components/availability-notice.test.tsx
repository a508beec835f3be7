// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import type { RoomAvailabilityDto } from '@domain/api-types';
import { MSG } from '@domain/messages';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StayCheck } from '../lib/stay-check';
import { AvailabilityNotice } from './availability-notice';

afterEach(cleanup);

const stay = { checkin: '2030-02-05', checkout: '2030-02-07' };
const taken: RoomAvailabilityDto = {
  roomId: '6f1c2d3e-4b5a-4c6d-8e7f-901234567890',
  ...stay,
  available: false,
  reason: 'taken',
  nearestDates: [
    { checkin: '2030-02-07', checkout: '2030-02-09' },
    { checkin: '2030-02-01', checkout: '2030-02-03' },
  ],
  otherRooms: [
    {
      id: '0b7e4c55-2f1a-4d8e-9c3b-5a6f7e8d9c01',
      name: 'Lagoon Room',
      imagePath: null,
      basePrice: '4200.00',
      maxAdults: 2,
      maxKids: 1,
    },
  ],
};

const renderNotice = (check: StayCheck) => {
  const handlers = { onApplyDates: vi.fn(), onRetry: vi.fn(), onPickOtherDates: vi.fn() };
  render(
    <AvailabilityNotice
      check={check}
      stay={stay}
      otherRoomHref={(id) => `/booking/${id}?checkin=${stay.checkin}&checkout=${stay.checkout}`}
      {...handlers}
    />,
  );
  return handlers;
};

describe('AvailabilityNotice', () => {
  it('taken: says so plainly, a nearest free stay applies with one click, another room links to its booking page', async () => {
    const user = userEvent.setup();
    const { onApplyDates } = renderNotice({ kind: 'taken', answer: taken, justTaken: null });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('These dates are taken');
    expect(alert).toHaveTextContent('Nearest free dates in this room');
    await user.click(screen.getByRole('button', { name: 'Thu, Feb 7, 2030 – Sat, Feb 9, 2030' }));
    expect(onApplyDates).toHaveBeenCalledWith({ checkin: '2030-02-07', checkout: '2030-02-09' });
    expect(screen.getByRole('button', { name: 'Fri, Feb 1, 2030 – Sun, Feb 3, 2030' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Lagoon Room/ })).toHaveAttribute(
      'href',
      '/booking/0b7e4c55-2f1a-4d8e-9c3b-5a6f7e8d9c01?checkin=2030-02-05&checkout=2030-02-07',
    );
    expect(screen.getByRole('link', { name: /Lagoon Room/ })).toHaveTextContent('from ₱4,200 a night');
  });

  it('just taken at Book Now: the 409 wording, and nothing nearby says so', () => {
    renderNotice({
      kind: 'taken',
      answer: { ...taken, nearestDates: [], otherRooms: [] },
      justTaken: MSG.datesTaken,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Those dates were just taken');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No free stay of 2 nights within 60 days of these dates.',
    );
    expect(screen.getByRole('button', { name: 'Pick other dates' })).toBeInTheDocument();
  });

  it('checking and free are announced; a failed check offers a retry', async () => {
    const user = userEvent.setup();
    const handlers = renderNotice({ kind: 'checking' });
    expect(screen.getByText('Checking that these nights are free…')).toBeInTheDocument();
    cleanup();
    renderNotice({ kind: 'free' });
    expect(screen.getByText('These nights are free.')).toBeInTheDocument();
    cleanup();
    const failed = renderNotice({ kind: 'failed', message: null });
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't check these dates");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.onRetry).toHaveBeenCalledTimes(1);
    expect(handlers.onRetry).not.toHaveBeenCalled();
  });
});
