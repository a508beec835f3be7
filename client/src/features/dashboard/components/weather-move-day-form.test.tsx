// @vitest-environment jsdom
// The weather move of a day visit: a new day, then what that day has for the visit (places for the
// group, its cottage, the price) as the server answers it and the shared rule (dayMoveProblem) reads it;
// a day that cannot take the visit says why and sends nothing. In English and Filipino.
import '@testing-library/jest-dom/vitest';
import { siteConfigExample } from '@domain/api/site';
import type { WeatherMoveDayDto } from '@domain/api-types';
import { addDays, DEFAULT_RESORT_TZ, todayIn } from '@domain/dates';
import type { WeatherNotice } from '@domain/weather';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { aReservation } from '@/test/reservation';
import { jsonResponse, renderDialog, requestsTo, stubFetch } from '@/test/stub-api';
import { WeatherMoveDialog } from './weather-move-dialog';

const today = todayIn(DEFAULT_RESORT_TZ);
const stormDay = addDays(today, 7);
const newDay = addDays(today, 14);

const visit = aReservation({
  kind: 'day_visit',
  roomId: null,
  room: null,
  cottage: { id: '9d1c2b3a-0000-4000-8000-000000000001', name: 'Kubo by the Shore', imagePath: null },
  checkin: stormDay,
  checkout: addDays(stormDay, 1),
  adults: 2,
  kids: 1,
  infants: 1,
  totalAmount: '1900.00',
});
const notice: WeatherNotice = {
  disruptionId: '0b6f1c2a-3d4e-4f5a-8b9c-0d1e2f3a4b5c',
  startDate: stormDay,
  endDate: stormDay,
  note: 'PAGASA TCWS No. 2 for La Union',
  lifted: false,
  choice: 'pending',
};

let day: WeatherMoveDayDto;
const answerDay = (overrides: Partial<WeatherMoveDayDto> = {}) => {
  day = {
    date: newDay,
    dayType: 'weekday',
    holidayName: null,
    capacityLeft: 40,
    cottageFree: true,
    totalAmount: '1900.00',
    ...overrides,
  };
};

const fetchMock = stubFetch((input, init) => {
  const url = String(input);
  if (url.endsWith('/api/config')) return jsonResponse(siteConfigExample);
  if (url.includes('/weather-move/day?')) return jsonResponse(day);
  if (url.endsWith('/weather-move/day') && init?.method === 'POST')
    return jsonResponse({ ...visit, checkin: newDay, checkout: addDays(newDay, 1) });
  return jsonResponse({ message: 'unexpected' }, 500);
});
afterEach(() => applyLanguage('en'));

const openDialog = () =>
  renderDialog(
    <WeatherMoveDialog open onOpenChange={() => {}} reservation={visit} notice={notice} />,
    'weather-move-day',
  );
// the first answer may take a while on a busy machine (the dialog's chunk and the i18n load first)
const SLOW = { timeout: 5000 };
const pickDay = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('moving a day visit because of the weather', () => {
  it('shows what the new day has for the visit and moves it there', async () => {
    answerDay();
    const user = userEvent.setup();
    const dialog = openDialog();
    expect(dialog).toHaveTextContent('Move my day visit for free');
    expect(within(dialog).queryByLabelText('New check-out')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Pick your new day to see whether it has room for you.');

    pickDay(dialog, 'New day', newDay);
    expect(await within(dialog).findByText('40 places left that day', {}, SLOW)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Kubo by the Shore is free that day');
    expect(dialog).toHaveTextContent('Price that day: ₱1,900.00');

    await user.click(within(dialog).getByRole('button', { name: 'Move my day visit' }));
    const [post] = requestsTo(fetchMock, `/api/reservations/${visit.id}/weather-move/day`);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ date: newDay });
  });

  it('says the cottage is taken, or the day full or dearer, and sends nothing', async () => {
    const dialog = openDialog();
    const submit = within(dialog).getByRole('button', { name: 'Move my day visit' });
    const cases: [Partial<WeatherMoveDayDto>, string, string][] = [
      [{ cottageFree: false }, addDays(today, 15), 'Kubo by the Shore is taken that day.'],
      [{ capacityLeft: 3 }, addDays(today, 16), 'Not enough places are left for your group that day.'],
      [{ totalAmount: '1900.01' }, addDays(today, 17), 'That day costs more than your booking.'],
    ];
    for (const [answer, date, text] of cases) {
      answerDay({ ...answer, date });
      pickDay(dialog, 'New day', date);
      expect(await within(dialog).findByTestId('weather-day-problem', {}, SLOW)).toHaveTextContent(text);
      expect(submit).toBeDisabled();
    }
    expect(requestsTo(fetchMock, '/weather-move/day')).toHaveLength(0);
  });

  it('asks nothing for a day inside the disruption', async () => {
    answerDay();
    const dialog = openDialog();
    pickDay(dialog, 'New day', stormDay);
    expect(dialog).toHaveTextContent('Pick your new day to see whether it has room for you.');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/weather-move/day?'))).toBe(false);
  });

  it('in Filipino', async () => {
    await applyLanguage('fil');
    answerDay({ cottageFree: false });
    const dialog = openDialog();
    expect(dialog).toHaveTextContent('Ilipat nang libre ang day visit ko');
    pickDay(dialog, 'Bagong araw', newDay);
    expect(await within(dialog).findByTestId('weather-day-problem', {}, SLOW)).toHaveTextContent(
      'May nakakuha na ng Kubo by the Shore sa araw na iyon.',
    );
    expect(screen.getByRole('button', { name: 'Ilipat ang day visit ko' })).toBeDisabled();
  });
});
