// A family plans a Sunday at the beach on a phone, in Filipino: the day's fees and a free cottage on
// /fil/day-tours, the price line by line, the 30% down payment by GCash, the reference code, and the day
// visit on their dashboard. axe runs on each page.
import { randomBytes, randomInt } from 'node:crypto';
import type { CottageDto, ReservationDto } from '@domain/api-types';
import { addDays } from '@domain/dates';
import { signUp } from '../support/accounts';
import { adminSession, call } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectPath, expectVisible, pageWithSession, settle } from '../support/browser';
import { checkedShot } from '../support/shots';
import { describe, expect, test } from '../support/test';
import { payByGcash } from './book-steps';
import { REFERENCE_CODE, resortToday } from './support';

/** A Sunday 3 to 12 weeks ahead, at random: reruns against a long-lived server pick other days. */
const aSunday = () => {
  let day = addDays(resortToday(), 21 + 7 * randomInt(10));
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0) day = addDays(day, 1);
  return day;
};

describe('a family books a day at the beach', () => {
  test('on a phone in Filipino: a Sunday with a cottage, priced line by line, paid by GCash', async () => {
    const admin = await adminSession();
    const name = `Kubo ni Lola ${randomBytes(3).toString('hex')}`;
    const cottage = await call<CottageDto>('POST', '/api/admin/day-visits/cottages', admin, {
      name,
      description: 'May lilim na kubo sa buhangin, may mesa at upuan.',
      capacity: 10,
      price: '1500.00',
    });
    const family = await signUp({ firstName: 'Ligaya', lastName: 'Bautista', language: 'fil' });
    const page = await pageWithSession(family.cookie, { viewport: 'phone', owner: 'the family' });
    const sunday = aSunday();

    await page.goto(`/fil/day-tours?date=${sunday}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Isang Araw sa Beach' }));
    await expectVisible(page.getByText('Weekend', { exact: true }).first());
    await page.getByLabel('Matatanda', { exact: true }).selectOption('2');
    await page.getByLabel('Mga bata', { exact: true }).selectOption('1');
    await page.getByLabel('Sanggol', { exact: true }).selectOption('1');
    const kubo = page.getByRole('radio', { name: new RegExp(name) });
    await page.locator('label').filter({ has: kubo }).click();
    await expect(kubo).toBeChecked();

    // Sunday's demo fees: 2 × ₱200 + 1 × ₱150, the infant free, the cottage ₱1,500 = ₱2,050; 30% is ₱615
    const price = page
      .locator('[aria-busy]')
      .filter({ has: page.getByRole('heading', { name: 'Ang iyong presyo' }) });
    await expectVisible(price.getByText(/^₱2,050(\.00)?$/).first());
    await expectVisible(price.getByText(/^₱615(\.00)?$/).first());
    await expectVisible(price.getByText('Sanggol (libre)'));
    await settle(page);
    await expectNoSeriousA11yViolations(page);
    await checkedShot(page, 'day-tour-fil-phone');

    await payByGcash(page);
    await page.getByRole('button', { name: 'Mag-book Na', exact: true }).click();

    await expectVisible(page.getByRole('heading', { name: 'Naka-book na ang iyong araw' }));
    const [booked] = await call<ReservationDto[]>('GET', '/api/user/reservations', family.cookie);
    expect(booked).toMatchObject({
      kind: 'day_visit',
      checkin: sunday,
      adults: 2,
      kids: 1,
      infants: 1,
      cottage: { id: cottage.id, name },
      totalAmount: '2050.00',
      downPaymentAmount: '615.00',
      status: 'pending',
    });
    expect(booked?.referenceCode).toMatch(REFERENCE_CODE);
    await expectVisible(page.getByText(booked?.referenceCode ?? '', { exact: true }).first());
    await settle(page);
    await expectNoSeriousA11yViolations(page);
    await checkedShot(page, 'day-tour-booked-fil-phone');

    // the cottage is held for that Sunday: no one else is offered it
    const day = await call<{ cottages: CottageDto[] }>(
      'GET',
      `/api/day-visits?date=${sunday}`,
      family.cookie,
    );
    expect(day.cottages.map((free) => free.id)).not.toContain(cottage.id);

    await page.getByRole('link', { name: 'Pumunta sa Aking mga Booking' }).click();
    await expectPath(page, '/fil/dashboard');
    const card = page.getByTestId('booking-card').first();
    await expectVisible(card.getByText(new RegExp(name)).first());
    await expectVisible(card.getByText(booked?.referenceCode ?? '').first());
    expect(await card.getByTestId('status-badge').textContent()).toBe('Naghihintay');
    await settle(page);
    await expectNoSeriousA11yViolations(page);
    await checkedShot(page, 'day-tour-dashboard-fil-phone');
  });
});
