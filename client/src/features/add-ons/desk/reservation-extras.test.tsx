// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { ADD_ON_MESSAGES, addOnFullMessage } from '@domain/add-ons';
import type { ReservationAddOnDto } from '@domain/api/add-ons';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAddOn } from '@/test/add-on';
import { aReservation } from '@/test/reservation';
import { jsonResponse, renderWithQueryClient, requestsWith, stubFetch } from '@/test/stub-api';
import ReservationExtras from './reservation-extras';

const BREAKFAST = anAddOn({ id: '1a2b3c4d-0000-4000-8000-000000000001', nameFil: 'Almusal' });
const HOPPING = anAddOn({
  id: '1a2b3c4d-0000-4000-8000-000000000002',
  nameEn: 'Island hopping',
  nameFil: 'Almusal',
  unit: 'trip',
  price: '1200.00',
  dailyLimit: 20,
});
const LINE: ReservationAddOnDto = {
  id: '5e6f7a8b-0000-4000-8000-000000000001',
  addOnId: HOPPING.id,
  nameEn: 'Island hopping',
  nameFil: 'Island hopping',
  unit: 'trip',
  day: '2026-03-11',
  quantity: 2,
  unitPrice: '1200.00',
  amount: '2400.00',
  addedAt: '2026-03-10T02:00:00.000Z',
  removedAt: null,
};

// 2 adults and 1 kid, 10–12 March, in house on the 11th
const stay = aReservation({ status: 'checked_in', addOnAmount: '2400.00' });
let postAnswer = () => jsonResponse({ ...stay, totalAmount: '11400.00' });

const fetchMock = stubFetch((input, init) => {
  const url = String(input);
  const method = init?.method ?? 'GET';
  if (method === 'POST') return postAnswer();
  if (method === 'DELETE') return jsonResponse({ ...stay, addOnAmount: '0.00', refundDue: '0.00' });
  if (url.endsWith('/api/add-ons')) return jsonResponse([BREAKFAST, HOPPING]);
  if (url.endsWith(`/api/reservations/${stay.id}/add-ons`))
    return jsonResponse([
      LINE,
      { ...LINE, id: '5e6f7a8b-0000-4000-8000-000000000002', removedAt: '2026-03-10T03:00:00.000Z' },
    ]);
  return jsonResponse({}, 404);
});

const sent = (method: string) => requestsWith(fetchMock, method);

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Add extra' }));
  const dialog = await screen.findByTestId('add-extra-dialog');
  await within(dialog).findByRole('option', { name: /^Island hopping/ });
  return dialog;
};

describe("a booking's extras at the desk", () => {
  it('lists the lines still on the bill (not removed ones) with Remove', async () => {
    renderWithQueryClient(<ReservationExtras reservation={stay} today="2026-03-11" />);
    const lines = await screen.findAllByTestId('reservation-add-on');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toHaveTextContent('Island hopping × 2');
    expect(lines[0]).toHaveTextContent('On Mar 11');
    expect(lines[0]).toHaveTextContent('₱2,400.00');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Island hopping' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove extra' }));
    await waitFor(() => expect(sent('DELETE')).toHaveLength(1));
    expect(sent('DELETE')[0]?.url).toMatch(`/api/front-desk/reservations/${stay.id}/add-ons/${LINE.id}`);
  });

  it('a finished stay without extras shows nothing', () => {
    const { container } = renderWithQueryClient(
      <ReservationExtras reservation={aReservation({ status: 'completed' })} today="2026-03-11" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("keeps a per-person extra within the party, in the domain's words, then sends it", async () => {
    const user = userEvent.setup();
    renderWithQueryClient(<ReservationExtras reservation={stay} today="2026-03-11" />);
    const dialog = await openDialog(user);
    await user.selectOptions(within(dialog).getByLabelText('Extra'), BREAKFAST.id);
    const persons = within(dialog).getByLabelText('Persons');
    await user.clear(persons);
    await user.type(persons, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Add extra' }));
    expect(await within(dialog).findByText(ADD_ON_MESSAGES.morePersonsThanParty)).toBeInTheDocument();
    expect(sent('POST')).toHaveLength(0);
    await user.clear(persons);
    await user.type(persons, '3');
    // ₱450 × 3 persons × 2 nights
    expect(within(dialog).getByTestId('add-extra-price')).toHaveTextContent('₱2,700.00');
    await user.click(within(dialog).getByRole('button', { name: 'Add extra' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]).toEqual({
      url: `/api/front-desk/reservations/${stay.id}/add-ons`,
      body: { addOns: [{ addOnId: BREAKFAST.id, quantity: 3 }] },
    });
  });

  it("sends a trip with its day (today by default) and shows the server's refusal of a full day", async () => {
    postAnswer = () => jsonResponse({ message: addOnFullMessage('Island hopping', '2026-03-11') }, 409);
    const user = userEvent.setup();
    renderWithQueryClient(<ReservationExtras reservation={stay} today="2026-03-11" />);
    const dialog = await openDialog(user);
    await user.selectOptions(within(dialog).getByLabelText('Extra'), HOPPING.id);
    const day = within(dialog).getByLabelText('Day of the trip');
    expect(day).toHaveValue('2026-03-11');
    // the trip's days: from today to check-out
    expect(
      within(day)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['2026-03-11', '2026-03-12']);
    await user.click(within(dialog).getByRole('button', { name: 'Add extra' }));
    expect(
      await within(dialog).findByText('Island hopping is full on 2026-03-11. Please pick another day.'),
    ).toBeInTheDocument();
    expect(sent('POST').at(-1)?.body).toEqual({
      addOns: [{ addOnId: HOPPING.id, quantity: 1, day: '2026-03-11' }],
    });
  });
});
