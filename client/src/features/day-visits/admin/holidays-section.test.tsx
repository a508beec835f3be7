// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { addDays, formatDay, todayIn } from '@domain/dates';
import { checkVisitDay, DAY_VISIT_MESSAGES } from '@domain/schemas/day-visits';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithQueryClient, requestsTo, stubFetch } from '@/test/stub-api';
import { HolidaysSection } from './holidays-section';

const today = todayIn();
const soon = addDays(today, 20);
const later = addDays(today, 40);
const BEYOND = 'Bookings open up to 365 days ahead';

let postAnswer = (body: unknown) => jsonResponse(body, 201);

const fetchMock = stubFetch((input, init) => {
  const url = String(input);
  if (init?.method === 'POST') return postAnswer(JSON.parse(String(init.body)));
  if (init?.method === 'DELETE') return new Response(null, { status: 204 });
  if (url.endsWith('/api/admin/day-visits/holidays'))
    return jsonResponse([
      { date: soon, name: 'Feast Day' },
      { date: later, name: 'Founding Anniversary' },
    ]);
  return jsonResponse({}, 404);
});

const methodCalls = (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method);

describe('holidays section', () => {
  it('lists the holidays by date with their names', async () => {
    renderWithQueryClient(<HolidaysSection />);
    const list = await screen.findByRole('list', { name: 'Holidays' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      `${formatDay(soon)}Feast Day`,
      `${formatDay(later)}Founding Anniversary`,
    ]);
  });

  it("refuses a past day and a missing name with the domain's messages, sending nothing", async () => {
    const user = userEvent.setup();
    renderWithQueryClient(<HolidaysSection />);
    await screen.findByRole('list', { name: 'Holidays' });
    const yesterday = addDays(today, -1);
    await user.type(screen.getByLabelText('Date'), yesterday);
    await user.click(screen.getByRole('button', { name: 'Add holiday' }));
    expect(screen.getByLabelText('Holiday name')).toHaveAccessibleDescription(DAY_VISIT_MESSAGES.holidayName);
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription(
      String(checkVisitDay(yesterday, today)),
    );
    expect(methodCalls('POST')).toHaveLength(0);
  });

  it("adds a day with its name, and shows the server's refusal on the date", async () => {
    postAnswer = () => jsonResponse({ message: BEYOND, errors: { date: BEYOND } }, 400);
    const user = userEvent.setup();
    renderWithQueryClient(<HolidaysSection />);
    await screen.findByRole('list', { name: 'Holidays' });
    const day = addDays(today, 60);
    await user.type(screen.getByLabelText('Date'), day);
    await user.type(screen.getByLabelText('Holiday name'), 'Town Fiesta');
    await user.click(screen.getByRole('button', { name: 'Add holiday' }));

    await waitFor(() => expect(screen.getByLabelText('Date')).toHaveAccessibleDescription(BEYOND));
    expect(JSON.parse(String(methodCalls('POST')[0]?.[1]?.body))).toEqual({ date: day, name: 'Town Fiesta' });
  });

  it('removes a holiday once confirmed', async () => {
    const user = userEvent.setup();
    renderWithQueryClient(<HolidaysSection />);
    await user.click(await screen.findByRole('button', { name: `Remove Feast Day (${formatDay(soon)})` }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText(/Feast Day/)).toBeInTheDocument();
    expect(methodCalls('DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove holiday' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, `/api/admin/day-visits/holidays/${soon}`)).toHaveLength(1),
    );
    expect(methodCalls('DELETE')).toHaveLength(1);
  });
});
