import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { declareDisruptionSchema } from './schemas/weather';
import { DEFAULT_STAY_LIMITS } from './stay-limits';
import {
  addMonths,
  canChooseForWeather,
  checkDisruptionDays,
  checkMoveDates,
  checkMoveDay,
  dayMoveProblem,
  fitsMovePrice,
  MSG_WEATHER,
  moveWindow,
  stayTouches,
  weatherNoticeOf,
} from './weather';

const TODAY = '2026-06-10';
const storm = { startDate: '2026-07-02', endDate: '2026-07-03' };

describe('which stays a disruption touches', () => {
  it.each([
    [{ checkin: '2026-07-01', checkout: '2026-07-03' }, true],
    [{ checkin: '2026-07-03', checkout: '2026-07-05' }, true],
    // leaving on the first day: no night on it
    [{ checkin: '2026-06-30', checkout: '2026-07-02' }, false],
    [{ checkin: '2026-07-04', checkout: '2026-07-06' }, false],
  ])('%j -> %s', (stay, touched) => expect(stayTouches(stay, storm)).toBe(touched));
});

describe('declaring', () => {
  it.each([
    [{ startDate: '2026-06-20', endDate: '2026-06-19' }, MSG_WEATHER.endBeforeStart],
    [{ startDate: '2026-06-01', endDate: '2026-06-09' }, MSG_WEATHER.inPast],
    [{ startDate: '2026-06-10', endDate: '2026-07-11' }, MSG_WEATHER.tooLong],
    [{ startDate: '2026-02-30', endDate: '2026-07-11' }, MSG_WEATHER.datesRequired],
  ])('refuses %j', (days, message) => expect(checkDisruptionDays(days, TODAY)?.message).toBe(message));

  it('allows a disruption that started yesterday and lasts 31 days, and trims the note', () => {
    expect(checkDisruptionDays({ startDate: '2026-06-09', endDate: '2026-07-09' }, TODAY)).toBeNull();
    const parsed = declareDisruptionSchema(TODAY).parse({ ...storm, note: '  Signal No. 2\n' });
    expect(parsed.note).toBe('Signal No. 2');
  });
});

describe('the dates a weather move may pick', () => {
  const rules = {
    originalCheckin: '2026-07-01',
    today: TODAY,
    limits: DEFAULT_STAY_LIMITS,
    disruptions: [storm],
  };

  it('runs from today to six months after the original check-in, clamped to the month', () => {
    expect(moveWindow('2026-07-01', TODAY)).toEqual({ earliest: TODAY, latest: '2027-01-01' });
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
  });

  it.each([
    [{ checkin: '2026-06-09', checkout: '2026-06-11' }, 'Check-in cannot be in the past'],
    [{ checkin: '2027-01-02', checkout: '2027-01-04' }, MSG_WEATHER.moveOutsideWindow('2027-01-01')],
    [{ checkin: '2026-07-03', checkout: '2026-07-05' }, MSG_WEATHER.moveInDisruption],
    [{ checkin: '2026-08-01', checkout: '2026-08-01' }, 'Check-out must be after check-in'],
    [{ checkin: '2026-08-01', checkout: '2026-09-15' }, 'Stays can be at most 30 nights'],
  ])('refuses %j', (stay, message) => expect(checkMoveDates(stay, rules)?.message).toBe(message));

  it('takes any length within the limits, even a longer stay than before', () => {
    expect(checkMoveDates({ checkin: '2026-06-10', checkout: '2026-06-20' }, rules)).toBeNull();
    expect(checkMoveDates({ checkin: '2027-01-01', checkout: '2027-01-02' }, rules)).toBeNull();
  });
});

describe('the price rule', () => {
  it('never costs more than the booking totals now', () => {
    expect(fitsMovePrice(900_000, 900_000)).toBe(true);
    expect(fitsMovePrice(600_000, 900_000)).toBe(true);
    expect(fitsMovePrice(900_001, 900_000)).toBe(false);
  });
});

describe('a booking’s weather notice', () => {
  const d = (id: string, lifted = false) => ({ id, ...storm, note: 'Signal', lifted });

  it('is the open disruption first, else the latest one answered, else none', () => {
    expect(weatherNoticeOf([])).toBeNull();
    const moved = weatherNoticeOf([
      { action: 'weather_affected', disruption: d('a') },
      { action: 'weather_moved', disruption: d('a') },
    ]);
    expect(moved?.choice).toBe('moved');
    expect(canChooseForWeather(moved, 'confirmed')).toBe(false);
    const open = weatherNoticeOf([
      { action: 'weather_affected', disruption: d('a') },
      { action: 'weather_moved', disruption: d('a') },
      { action: 'weather_affected', disruption: d('b') },
    ]);
    expect(open).toMatchObject({ disruptionId: 'b', choice: 'pending' });
    expect(canChooseForWeather(open, 'confirmed')).toBe(true);
    expect(canChooseForWeather(open, 'checked_in')).toBe(false);
    expect(weatherNoticeOf([{ action: 'weather_affected', disruption: d('c', true) }])).toBeNull();
  });
});

describe('a day visit’s new day', () => {
  const rules = {
    originalCheckin: '2026-07-02',
    today: TODAY,
    limits: DEFAULT_STAY_LIMITS,
    disruptions: [storm],
  };
  it.each([
    ['2026-07-10', null],
    ['', MSG_WEATHER.dayRequired],
    ['2026-06-09', MSG.checkinInPast],
    ['2026-07-03', MSG_WEATHER.dayInDisruption],
    // the day after the disruption is clear: a visit holds only its own day
    ['2026-07-04', null],
    ['2027-01-03', MSG_WEATHER.dayOutsideWindow('2027-01-02')],
  ])('%s -> %s', (day, message) => expect(checkMoveDay(day, rules)).toBe(message));

  const fits = {
    heads: 4,
    capacityLeft: 4,
    cottageFree: true,
    totalCentavos: 100,
    currentTotalCentavos: 100,
  };
  it.each([
    [{}, null],
    [{ cottageFree: null }, null],
    [{ cottageFree: false, capacityLeft: 0 }, 'cottageTaken'],
    [{ capacityLeft: 3 }, 'full'],
    [{ totalCentavos: 101 }, 'tooExpensive'],
  ])('%j -> %s', (change, problem) => expect(dayMoveProblem({ ...fits, ...change })).toBe(problem));
});
