// @vitest-environment jsdom
// The day tours page against a stubbed API: the day and its cottages as the server answers them, the
// quote asked again (debounced) when the party changes, and a refused day's message where it belongs.
import '@testing-library/jest-dom/vitest';
import type { DayVisitDayDto } from '@domain/api-types';
import { addDays, todayIn } from '@domain/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aDayOffer } from '@/test/day-visit';
import { jsonResponse, renderAt, requestsTo, stubFetch } from '@/test/stub-api';
import DayToursPage from './day-tours-page';

/** A Wednesday ahead of the resort's today: a weekday within the booking horizon. */
let DATE = addDays(todayIn('Asia/Manila'), 1);
while (new Date(`${DATE}T00:00:00Z`).getUTCDay() !== 3) DATE = addDays(DATE, 1);

/** The day as the server prices it for `adults` at ₱150 (no children, no cottage), 30% down. */
const dayFor = (adults: number, cottage: boolean): DayVisitDayDto => {
  const total = adults * 150 + (cottage ? 1500 : 0);
  const money = (pesos: number) => pesos.toFixed(2);
  return aDayOffer({
    date: DATE,
    capacityLeft: 42,
    quote: {
      lines: [
        { item: 'adult', quantity: adults, unitPrice: '150.00', amount: money(adults * 150) },
        ...(cottage
          ? [{ item: 'cottage' as const, quantity: 1, unitPrice: '1500.00', amount: '1500.00' }]
          : []),
      ],
      regularAmount: money(total),
      vatExemptSales: '0.00',
      vatExemptAmount: '0.00',
      discountAmount: '0.00',
      totalAmount: money(total),
      vatIncludedAmount: money((total * 12) / 112),
      downPayment: money(total * 0.3),
      balance: money(total * 0.7),
    },
  });
};

const fetchMock = stubFetch((input) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/site-config')
    return jsonResponse({
      resortTz: 'Asia/Manila',
      today: DATE,
      maxStayNights: 30,
      bookingHorizonDays: 365,
      unverifiedHoldHours: 48,
    });
  if (url.pathname.startsWith('/api/content')) return jsonResponse([]);
  if (url.pathname !== '/api/day-visits') return jsonResponse({ message: 'Unauthorized' }, 401);
  const adults = Number(url.searchParams.get('adults'));
  if (adults === 5)
    return jsonResponse({ message: 'Too many', errors: { adults: 'Adults refused here' } }, 400);
  if (url.searchParams.get('cottageId'))
    return jsonResponse({ message: 'This cottage is not free on that day' }, 409);
  return jsonResponse(dayFor(adults, false));
});

const dayRequests = () =>
  requestsTo(fetchMock, '').filter(([input]) => String(input).includes('/api/day-visits'));

const renderPage = () => renderAt(`/day-tours?date=${DATE}&adults=2`, <DayToursPage />);

describe('day tours page', () => {
  it("shows the day, its cottage as a card and the party's price line by line; a visitor is asked to log in", async () => {
    renderPage();
    const facts = await screen.findByTestId('day-facts', {}, { timeout: 5000 });
    expect(facts).toHaveTextContent('Weekday');
    expect(facts).toHaveTextContent('8:00 AM – 6:00 PM');
    expect(facts).toHaveTextContent('Children 3–12 years old');
    expect(facts).toHaveTextContent('42 places left');
    const card = screen.getByTestId('cottage-card');
    expect(card).toHaveTextContent('Kubo by the Shore');
    expect(card).toHaveTextContent('Good for 8 persons');
    expect(card).toHaveTextContent('₱1,500');
    expect(screen.getByTestId('quote-lines')).toHaveTextContent('2 × ₱150');
    expect(screen.getByTestId('quote-total')).toHaveTextContent('₱300');
    expect(screen.getByTestId('quote-down-payment')).toHaveTextContent('₱90');
    expect(await screen.findByText('Booking needs an account.')).toBeInTheDocument();
    // the note's button and the summary's both lead to signing in
    expect(screen.getAllByRole('button', { name: 'Log in to book' })).toHaveLength(2);
    // a visitor sees no payment step: they pay once signed in
    expect(screen.queryByText('Payment method')).not.toBeInTheDocument();
  });

  it('asks again once the party has settled, and shows the new price', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('quote-lines', {}, { timeout: 5000 });
    const before = dayRequests().length;
    await user.selectOptions(screen.getByLabelText('Adults'), '4');
    await waitFor(() => expect(screen.getByTestId('quote-total')).toHaveTextContent('₱600'));
    expect(dayRequests().length).toBe(before + 1);
    expect(String(dayRequests().at(-1)?.[0])).toContain('adults=4');
  });

  it("puts a 400's message beside its field", async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('quote-lines', {}, { timeout: 5000 });
    await user.selectOptions(screen.getByLabelText('Adults'), '5');
    await waitFor(() =>
      expect(screen.getByLabelText('Adults')).toHaveAccessibleDescription('Adults refused here'),
    );
  });

  it('a cottage taken meanwhile (409) is let go, with its message, and the day is asked without it', async () => {
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByTestId('cottage-card', {}, { timeout: 5000 });
    await user.click(within(card).getByRole('radio'));
    expect(
      await screen.findByText('This cottage is not free on that day', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: /No cottage/ })).toBeChecked());
    expect(String(dayRequests().at(-1)?.[0])).not.toContain('cottageId');
  });
});
