// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { DAY_VISIT_MESSAGES, PASS_NOT_SET } from '@domain/schemas/day-visits';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithQueryClient, requestsTo, stubFetch } from '@/test/stub-api';
import { PassSection } from './pass-section';

const SAVED = {
  adultWeekdayPrice: '150.00',
  adultWeekendPrice: '200.00',
  childWeekdayPrice: '80.50',
  childWeekendPrice: '100.00',
  childRule: 'children 3–12 years old',
  childRuleFil: 'mga batang 3–12 taong gulang',
  openingHours: '8:00 AM – 5:00 PM',
  dailyCapacity: 300,
};

let passAnswer = () => jsonResponse({ message: PASS_NOT_SET }, 404);
let putAnswer = (body: unknown) => jsonResponse(body);

const fetchMock = stubFetch((input, init) => {
  if (init?.method === 'PUT') return putAnswer(JSON.parse(String(init.body)));
  if (String(input).endsWith('/api/admin/day-visits/pass')) return passAnswer();
  return jsonResponse({}, 404);
});

const fees = (group: 'Adults' | 'Children') => {
  const box = screen.getByRole('group', { name: group });
  return {
    weekday: within(box).getByLabelText('Weekday (₱)'),
    weekend: within(box).getByLabelText('Weekend & holiday (₱)'),
  };
};

const fillPass = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(fees('Adults').weekday, '150');
  await user.type(fees('Adults').weekend, '200');
  await user.type(fees('Children').weekday, '80.5');
  await user.type(fees('Children').weekend, '100');
  await user.type(screen.getByLabelText('Who pays the child price (English)'), 'children 3–12 years old');
  await user.type(screen.getByLabelText('Opening hours'), '8:00 AM – 5:00 PM');
  await user.type(screen.getByLabelText('Daily capacity (persons)'), '300');
};

/** No pass yet (404): the admin fills the whole form in and saves it. */
const saveNewPass = async () => {
  passAnswer = () => jsonResponse({ message: PASS_NOT_SET }, 404);
  const user = userEvent.setup();
  renderWithQueryClient(<PassSection />);
  await screen.findByText(/not set up yet/);
  await fillPass(user);
  await user.click(screen.getByRole('button', { name: 'Save entrance pass' }));
};

describe('entrance pass section', () => {
  it('without a pass (404) shows the note and the empty form', async () => {
    passAnswer = () => jsonResponse({ message: PASS_NOT_SET }, 404);
    renderWithQueryClient(<PassSection />);
    expect(await screen.findByText(/Day visits are not set up yet/)).toBeInTheDocument();
    expect(fees('Adults').weekday).toHaveValue('');
    expect(screen.getByLabelText('Daily capacity (persons)')).toHaveValue('');
  });

  it("shows the saved pass, and refuses a zero price with the domain's message, sending nothing", async () => {
    passAnswer = () => jsonResponse(SAVED);
    const user = userEvent.setup();
    renderWithQueryClient(<PassSection />);
    await waitFor(() => expect(fees('Adults').weekday).toHaveValue('150'));
    expect(fees('Children').weekday).toHaveValue('80.50');
    expect(screen.getByLabelText('Who pays the child price (Filipino)')).toHaveValue(SAVED.childRuleFil);
    expect(screen.queryByText(/not set up yet/)).not.toBeInTheDocument();

    await user.clear(fees('Adults').weekday);
    await user.type(fees('Adults').weekday, '0');
    await user.clear(screen.getByLabelText('Daily capacity (persons)'));
    await user.type(screen.getByLabelText('Daily capacity (persons)'), '0');
    await user.click(screen.getByRole('button', { name: 'Save entrance pass' }));
    expect(fees('Adults').weekday).toHaveAccessibleDescription(DAY_VISIT_MESSAGES.price);
    expect(screen.getByLabelText('Daily capacity (persons)')).toHaveAccessibleDescription(
      expect.stringContaining(DAY_VISIT_MESSAGES.capacity),
    );
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it('saves the whole pass with prices as pesos with two decimals', async () => {
    putAnswer = (body) => jsonResponse(body);
    await saveNewPass();

    await waitFor(() =>
      expect(requestsTo(fetchMock, '/pass').some(([, i]) => i?.method === 'PUT')).toBe(true),
    );
    const put = requestsTo(fetchMock, '/pass').find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ ...SAVED, childRuleFil: '' });
  });

  it("puts the server's 400 field message on its field", async () => {
    putAnswer = () =>
      jsonResponse({ message: 'Invalid', errors: { openingHours: 'Opening hours are too long' } }, 400);
    await saveNewPass();
    await waitFor(() =>
      expect(screen.getByLabelText('Opening hours')).toHaveAccessibleDescription(
        'Opening hours are too long',
      ),
    );
  });
});
