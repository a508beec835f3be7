// A day visit's emails name the day, its opening hours, the heads and the cottage (never a room or
// nights), in the guest's language; the staff's alerts stay in English. Composed from plain data, as the
// mail thread does.
import { dayVisitExample } from '@domain/api/reservations';
import type { ReceiptDto, ReservationDto } from '@domain/api-types';
import type { Language } from '@domain/languages';
import { describe, expect, it } from 'vitest';
import { WEEKEND_FAMILY_VISIT_LINES } from '../../test/cottages';
import { composeMails } from './compose';
import type { NotificationEvent } from './events';
import type { BookingMailOrder } from './mail-order';

const GUEST = dayVisitExample.user.email;
const STAFF = 'desk@casaalon.test';
const visit: ReservationDto = { ...dayVisitExample, checkin: '2026-05-02', checkout: '2026-05-03' };
const [downPayment] = visit.payments;
if (!downPayment) throw new Error('the example has its down payment');

const orderOf = (event: NotificationEvent, language: Language, more: Partial<BookingMailOrder> = {}) => ({
  kind: 'booking' as const,
  event,
  reservation: visit,
  content: {},
  timeZone: 'Asia/Manila',
  language,
  staff: [STAFF],
  receipt: null,
  openingHours: '8:00 AM – 6:00 PM',
  ...more,
});

const mailsOf = async (order: BookingMailOrder) => {
  const { mails, failures } = await composeMails(order);
  expect(failures).toEqual([]);
  return mails;
};
const mailTo = async (order: BookingMailOrder, to = GUEST) => {
  const mail = (await mailsOf(order)).find((each) => each.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
};

const received = { type: 'booking_received', reservationId: visit.id } as const;

describe('a day visit’s booking emails', () => {
  it('booking received, in English: the day with its hours, the heads, the cottage; no room or nights', async () => {
    const mail = await mailTo(orderOf(received, 'en'));
    for (const line of [
      'Booking: Day visit · Bamboo Cabana',
      'Day: Sat, May 2, 2026, 8:00 AM – 6:00 PM',
      'Guests: 2 adults, 1 kid, 1 infant',
      'Cottage: Bamboo Cabana',
      'Total: ₱2,550.00',
      'Balance due on the day of your visit: ₱1,785.00',
      'the 70% balance is due at the gate on the day of your visit',
    ])
      expect(mail.text).toContain(line);
    expect(mail.text).not.toContain('due at check-in');
    expect(mail.text).not.toContain('Room:');
    expect(mail.text).not.toContain('Nights:');
    expect(mail.text).not.toContain('Check-out:');
  });

  it('booking received, in Filipino: a "day tour", the day in Filipino, sanggol', async () => {
    const mail = await mailTo(orderOf(received, 'fil'));
    for (const line of [
      'Booking: Day tour · Bamboo Cabana',
      'Araw: Sab, May 2, 2026, 8:00 AM – 6:00 PM',
      'Mga bisita: 2 matanda, 1 bata, 1 sanggol',
      'Cottage: Bamboo Cabana',
      'Balanseng babayaran sa mismong araw ng inyong pagbisita: ₱1,785.00',
    ])
      expect(mail.text).toContain(line);
    expect(mail.text).not.toContain('sa check-in');
    expect(mail.text).not.toContain('Kuwarto:');
  });

  it('the day without hours when the pass gives none; the staff alert in English', async () => {
    const mail = await mailTo(orderOf(received, 'fil', { openingHours: '' }), STAFF);
    expect(mail.html).toContain('booked Day visit · Bamboo Cabana');
    expect(mail.text).toContain('Booking: Day visit · Bamboo Cabana');
    expect(mail.text).toContain('Day: Sat, May 2, 2026\n');
  });

  it('payment verified and rejected name the day visit, not a room', async () => {
    const verified = await mailTo(
      orderOf({ type: 'payment_verified', reservationId: visit.id, paymentId: downPayment.id }, 'en'),
    );
    expect(verified.text).toContain('Booking: Day visit · Bamboo Cabana');
    const rejected = await mailTo(
      orderOf(
        { type: 'payment_rejected', reservationId: visit.id, paymentId: downPayment.id, holdExpiresAt: null },
        'fil',
      ),
    );
    expect(rejected.text).toContain('Booking: Day tour · Bamboo Cabana');
    expect(rejected.text).not.toContain('Kuwarto');
  });

  it('expired and no-show release the day, not nights', async () => {
    const expired = await mailTo(orderOf({ type: 'booking_expired', reservationId: visit.id }, 'en'));
    expect(expired.text).toContain('(Day visit · Bamboo Cabana, Sat, May 2, 2026) has expired');
    expect(expired.text).toContain('its day is released');
    const noShow = await mailTo(orderOf({ type: 'no_show', reservationId: visit.id }, 'fil'));
    expect(noShow.text).toContain('(Day tour · Bamboo Cabana)');
    expect(noShow.text).toContain('bukas na muli ang araw nito');
  });
});

const receipt: ReceiptDto = {
  reservation: {
    id: visit.id,
    referenceCode: visit.referenceCode,
    status: 'completed',
    kind: 'day_visit',
    room: null,
    cottage: { name: 'Bamboo Cabana' },
    guest: visit.user,
    checkin: visit.checkin,
    checkout: visit.checkout,
    adults: 2,
    kids: 1,
    infants: 1,
  },
  nights: [],
  extraGuests: [],
  addOns: [],
  dayVisit: WEEKEND_FAMILY_VISIT_LINES,
  adjustments: [],
  payments: [],
  totals: {
    total: '2550.00',
    vatIncluded: '273.21',
    vatExemptSales: '0.00',
    paid: '2550.00',
    balance: '0.00',
    refundDue: '0.00',
    received: '2550.00',
    refunded: '0.00',
    amountDue: '0.00',
    kept: '0.00',
  },
};

describe('a day visit’s receipt by email', () => {
  const checkedOut = { type: 'checked_out', reservationId: visit.id } as const;

  it('lists the entrance by kind of head and the cottage, in English', async () => {
    const mail = await mailTo(orderOf(checkedOut, 'en', { receipt }));
    expect(mail.text).toContain('for booking D4YV1S1T (Day visit · Bamboo Cabana, Sat, May 2, 2026)');
    for (const line of [
      'Your day visit',
      'Entrance, adult',
      '2 × ₱200.00',
      'Entrance, child',
      'Entrance, infant (free)',
      'Cottage for the day: Bamboo Cabana',
      '₱2,000.00',
    ])
      expect(mail.text).toContain(line);
    expect(mail.text).not.toContain('Night');
  });

  it('and in Filipino', async () => {
    const mail = await mailTo(orderOf(checkedOut, 'fil', { receipt }));
    for (const line of [
      'Ang inyong day tour',
      'Entrance, matanda',
      'Entrance, sanggol (libre)',
      'Cottage para sa araw: Bamboo Cabana',
    ])
      expect(mail.text).toContain(line);
  });
});
