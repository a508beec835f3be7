// The report's months and its date range: calendar months cut from a window, and the ranges refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import { callerOf } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { monthSlices, wholeMonths } from './figures';

const { app } = await createTestApp({ now: () => new Date('2031-06-15T04:00:00Z') });
const call = callerOf(app);
let desk = '';

beforeAll(async () => {
  desk = (await createSignedInUser(app, { role: 'receptionist' })).cookie;
});

describe('month slices', () => {
  it('cuts a window into calendar months, clipped to it', () => {
    expect(monthSlices({ from: '2031-01-15', end: '2031-03-11' })).toEqual([
      { month: '2031-01', from: '2031-01-15', end: '2031-02-01' },
      { month: '2031-02', from: '2031-02-01', end: '2031-03-01' },
      { month: '2031-03', from: '2031-03-01', end: '2031-03-11' },
    ]);
    expect(wholeMonths('2031-05-20', '2031-07-02')).toEqual({ from: '2031-05-01', end: '2031-08-01' });
    expect(wholeMonths('2031-12-05', '2031-12-05')).toEqual({ from: '2031-12-01', end: '2032-01-01' });
  });
});

describe('GET /api/financial-report?from&to', () => {
  it.each([
    ['?from=2031-06-01', 'to', 'Choose both a start and an end date'],
    ['?to=2031-06-01', 'from', 'Choose both a start and an end date'],
    ['?from=2031-06-30&to=2031-06-01', 'to', 'The start date must be on or before the end date'],
    ['?from=2031-02-30&to=2031-03-01', 'from', 'Enter the date as YYYY-MM-DD'],
    ['?from=June&to=2031-07-01', 'from', 'Enter the date as YYYY-MM-DD'],
    ['?from=2028-01-01&to=2031-01-01', 'to', 'A report covers at most 3 years'],
  ])('refuses %s with 400', async (query, field, message) => {
    for (const url of ['/api/financial-report', '/api/export/financial-report']) {
      const response = await call('GET', `${url}${query}`, desk);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ message, errors: { [field]: message } });
    }
  });
});
