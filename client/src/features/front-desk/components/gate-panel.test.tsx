// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import type { GateDayDto } from '@domain/api/gate';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n/language';
import { aCottage, aDayOffer } from '@/test/day-visit';
import { aReservation } from '@/test/reservation';
import { jsonResponse, renderWithQueryClient, requestsTo, stubFetch } from '@/test/stub-api';
import { GatePanel } from './gate-panel';

const KUBO = '5b1f0c2e-1111-4000-8000-000000000001';
const visitOf = (overrides: Parameters<typeof aReservation>[0]) =>
  aReservation({
    kind: 'day_visit',
    roomId: null,
    room: null,
    checkin: '2026-06-10',
    checkout: '2026-06-11',
    infants: 0,
    ...overrides,
  });
const offer = aDayOffer({ childRule: '', cottages: [aCottage({ id: KUBO })] });
const gate: GateDayDto = {
  date: '2026-06-10',
  offer,
  visits: [
    visitOf({ status: 'confirmed', referenceCode: 'EXPCT234', amountDue: '1050.00', adults: 3, kids: 0 }),
    visitOf({
      status: 'checked_in',
      referenceCode: 'ARRVD234',
      amountDue: '0.00',
      user: { firstName: 'Ana', lastName: 'Cruz', email: 'ana@example.com' },
    }),
  ],
  overnight: [
    {
      id: '5b1f0c2e-2222-4000-8000-000000000002',
      referenceCode: 'STAY2345',
      guestName: 'Lina Santos',
      roomName: 'Ocean View Suite',
      checkin: '2026-06-09',
      checkout: '2026-06-12',
      status: 'checked_in',
      adults: 2,
      kids: 1,
    },
  ],
};
const priced = (adults: number) => ({
  ...offer,
  quote: {
    lines: [{ item: 'adult', quantity: adults, unitPrice: '150.00', amount: `${adults * 150}.00` }],
    regularAmount: `${adults * 150}.00`,
    vatExemptSales: '0.00',
    vatExemptAmount: '0.00',
    discountAmount: '0.00',
    totalAmount: `${adults * 150}.00`,
    vatIncludedAmount: '0.00',
    downPayment: '0.00',
    balance: `${adults * 150}.00`,
  },
});

const fetchMock = stubFetch((input, init) => {
  const url = String(input);
  if (url.endsWith('/api/receptionist/day-visits')) return jsonResponse(gate);
  if (url.includes('/api/day-visits?'))
    return jsonResponse(priced(Number(new URL(url, 'http://x').searchParams.get('adults'))));
  if (url.endsWith('/day-visits/walk-in') && init?.method === 'POST')
    return jsonResponse(
      visitOf({ status: 'checked_in', referenceCode: 'SOLD2345', paidAmount: '300.00' }),
      201,
    );
  return jsonResponse({}, 404);
});

describe('the gate', () => {
  it('shows what is left, who is expected and arrived, and the overnight guests who enter free', async () => {
    renderWithQueryClient(<GatePanel />);
    expect(await screen.findByText('291 places left of 300')).toBeInTheDocument();
    expect(screen.getByTestId('gate-left')).toHaveTextContent('Kubo by the Shore · ₱1,500');
    const expected = screen.getByRole('region', { name: 'Expected' });
    expect(expected).toHaveTextContent('EXPCT234');
    expect(expected).toHaveTextContent('Due ₱1,050');
    expect(within(expected).getByRole('button', { name: 'Check in María Santos, EXPCT234' })).toBeEnabled();
    const arrived = screen.getByRole('region', { name: 'Arrived' });
    expect(arrived).toHaveTextContent('Ana Cruz');
    expect(arrived).toHaveTextContent('Paid in full');
    expect(screen.getByRole('list', { name: 'Overnight guests: free entrance' })).toHaveTextContent(
      'Lina Santos',
    );
    // the live price of the form's party (one adult to begin with)
    expect(await screen.findByTestId('gate-total')).toHaveTextContent('₱150.00');
  });

  it('checks an expected visitor in with the desk move', async () => {
    const user = userEvent.setup();
    renderWithQueryClient(<GatePanel />);
    await user.click(await screen.findByRole('button', { name: 'Check in María Santos, EXPCT234' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, `/reservations/${gate.visits[0]!.id}/checkin`)).toHaveLength(1),
    );
  });

  it('refuses a sale without its receipt number, then sends the sale with an Idempotency-Key', async () => {
    const user = userEvent.setup();
    renderWithQueryClient(<GatePanel />);
    const form = await screen.findByRole('form', { name: 'Sell a walk-in pass' });
    await user.type(within(form).getByLabelText('First name'), 'Rodel');
    await user.type(within(form).getByLabelText('Last name'), 'Manalo');
    await user.type(within(form).getByLabelText('Email'), 'rodel@example.com');
    const adults = within(form).getByLabelText('Adults');
    await user.clear(adults);
    await user.type(adults, '2');
    await user.selectOptions(within(form).getByLabelText('Cottage'), KUBO);
    await user.click(within(form).getByRole('button', { name: 'Sell and check in' }));
    expect(
      await within(form).findByText('Please enter a transaction ID or reference number'),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/day-visits/walk-in')).toHaveLength(0);
    expect(await within(form).findByTestId('gate-total')).toHaveTextContent('₱300.00');

    await user.selectOptions(within(form).getByLabelText('Paid by'), 'gcash');
    await user.type(within(form).getByLabelText('GCash reference number'), 'GC-5512');
    await user.click(within(form).getByRole('button', { name: 'Sell and check in' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/day-visits/walk-in')).toHaveLength(1));
    const [, init] = requestsTo(fetchMock, '/day-visits/walk-in')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Rodel',
      lastName: 'Manalo',
      email: 'rodel@example.com',
      adults: 2,
      kids: 0,
      infants: 0,
      discountGuests: 0,
      cottageId: KUBO,
      paymentMethod: 'gcash',
      transactionId: 'GC-5512',
    });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('speaks Filipino when the page does', async () => {
    await act(() => applyLanguage('fil'));
    try {
      renderWithQueryClient(<GatePanel />);
      expect(await screen.findByText('291 puwesto ang natitira sa 300')).toBeInTheDocument();
      expect(screen.getByRole('form', { name: 'Magbenta ng walk-in pass' })).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: 'I-check in si María Santos, EXPCT234' }),
      ).toBeInTheDocument();
    } finally {
      await act(() => applyLanguage('en'));
    }
  });
});
