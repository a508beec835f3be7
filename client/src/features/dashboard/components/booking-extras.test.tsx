// @vitest-environment jsdom
// A booking's extras on its card: before check-in each line has Remove and the card offers "Add extras";
// checked in, the lines are read-only with the server's sentence that the desk changes them (in
// Filipino for a Filipino guest); a booking without extras and nothing to add shows nothing.
import '@testing-library/jest-dom/vitest';
import type { AddOnDto, ReservationAddOnDto } from '@domain/api/add-ons';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { anAddOn } from '@/test/add-on';
import { aReservation } from '@/test/reservation';
import { jsonResponse, renderWithQueryClient, stubFetch } from '@/test/stub-api';
import { BookingExtras } from './booking-extras';

const line: ReservationAddOnDto = {
  id: '44444444-4444-4444-8444-444444444444',
  addOnId: '11111111-1111-4111-8111-111111111111',
  nameEn: 'Breakfast buffet',
  nameFil: 'Almusal na buffet',
  unit: 'person_night',
  day: '2026-03-10',
  quantity: 3,
  unitPrice: '450.00',
  amount: '2700.00',
  addedAt: '2026-03-01T00:00:00.000Z',
  removedAt: null,
};
const removed = {
  ...line,
  id: '55555555-5555-4555-8555-555555555555',
  removedAt: '2026-03-02T00:00:00.000Z',
};
const offered = anAddOn({ id: line.addOnId });

let addOns: AddOnDto[] = [offered];
stubFetch((input) => {
  const url = String(input);
  if (url.endsWith('/add-ons') && url.includes('/api/reservations/')) return jsonResponse([line, removed]);
  if (url.endsWith('/api/add-ons')) return jsonResponse(addOns);
  return jsonResponse({});
});
afterEach(async () => {
  addOns = [offered];
  await act(() => applyLanguage('en'));
});

describe('a booking’s extras', () => {
  it('before check-in: the lines (not the removed one) with Remove, and Add extras', async () => {
    renderWithQueryClient(
      <BookingExtras reservation={aReservation({ status: 'confirmed', addOnAmount: '2700.00' })} />,
    );
    expect(await screen.findByText('Breakfast buffet')).toBeInTheDocument();
    expect(screen.getAllByTestId('booking-extra')).toHaveLength(1);
    expect(screen.getByText('3 pax × 2 nights')).toBeInTheDocument();
    expect(screen.getByText('₱2,700.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Breakfast buffet' })).toBeEnabled();
    expect(await screen.findByRole('button', { name: 'Add extras' })).toBeInTheDocument();
  });

  it('checked in: read-only lines and the desk’s sentence, in Filipino', async () => {
    await act(() => applyLanguage('fil'));
    renderWithQueryClient(
      <BookingExtras reservation={aReservation({ status: 'checked_in', addOnAmount: '2700.00' })} />,
    );
    expect(await screen.findByText('Almusal na buffet')).toBeInTheDocument();
    expect(
      screen.getByText('Mababago online ang mga dagdag hanggang check-in. Magtanong sa front desk.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing on a booking without extras when none are offered', async () => {
    addOns = [];
    const { container } = renderWithQueryClient(
      <BookingExtras reservation={aReservation({ status: 'pending', addOnAmount: '0.00' })} />,
    );
    await act(async () => {});
    expect(container).toBeEmptyDOMElement();
  });
});
