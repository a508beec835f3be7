// An itemised receipt for one reservation: each night at the room's rates (seasonal or base), or a day
// visit's entrance fees by kind of head and its cottage at the day's prices (docs/pricing.md), one
// adjustment line when the regular price differs from those lines (a front-desk change), the senior
// citizen / PWD VAT exemption and discount as two negative lines (docs/pricing.md), the verified
// payments with refunds as negative lines, and totals that add up. The guest's receipt page, the staff's
// copy and the check-out email are all built here.
import type { ReceiptDto, ReservationDto } from '@domain/api-types';
import { eachNight } from '@domain/dates';
import type { DayVisitLine } from '@domain/day-visits';
import { bookingMoney } from '@domain/ledger';
import { toCentavos, toDecimalString } from '@domain/money';
import { signedCentavos } from '@domain/payment-status';
import {
  extraGuestsOf,
  type PricedNight,
  priceNights,
  SENIOR_PWD_DISCOUNT_PERCENT,
  stayPricing,
  VAT_PERCENT,
} from '@domain/pricing';
import type { Database, Tx } from '../../db/client';
import type { AppContext } from '../../lib/app-context';
import { notFound } from '../../lib/errors';
import { findReservationLines } from '../add-ons';
import { dayVisitBillLines } from '../day-visits';
import { findRoomWithRates } from '../rooms';
import { RESERVATION_NOT_FOUND } from './context';
import { findReservationSummary } from './lookups';
import { getReservationDto } from './reservation-dtos';

export const ADJUSTED_BY_DESK = 'Adjusted by the front desk';
export const VAT_EXEMPTION_LINE = `VAT exemption (${VAT_PERCENT}%), senior citizen / PWD`;
export const DISCOUNT_LINE = `Senior citizen / PWD discount (${SENIOR_PWD_DISCOUNT_PERCENT}%)`;

export const EXTRA_GUESTS_LINE = 'Extra guests';

type ExtraGuestLine = ReceiptDto['extraGuests'][number];

/**
 * Nights priced at the room's base price and rates, the party's extra guests at its charges; without the
 * room (gone), the total less the stored extra guests' charges shared evenly.
 */
const pricedNightsOf = async (db: Database | Tx, r: ReservationDto): Promise<PricedNight[]> => {
  // a day visit has no nights: its lines are the day's (dayLinesOf)
  if (r.roomId === null) return [];
  const room = await findRoomWithRates(db, r.roomId);
  if (room) return priceNights(stayPricing(room, r, r));
  const days = eachNight(r.checkin, r.checkout);
  const totalCentavos =
    toCentavos(r.totalAmount) - toCentavos(r.extraGuestAmount) - toCentavos(r.addOnAmount);
  const share = Math.floor(totalCentavos / Math.max(days.length, 1));
  const last = totalCentavos - share * (days.length - 1);
  return days.map((date, i) => ({
    date,
    priceCentavos: i === days.length - 1 ? last : share,
    extraCentavos: 0,
    rateType: null,
  }));
};

/**
 * The extra guests' lines of the stored amount (never a new price): by kind of head, as the room's charges
 * give them, when those still add up to what was stored; else one line of the stored amount (the charges
 * changed since, or the desk set the price).
 */
const extraGuestLinesOf = async (
  db: Database | Tx,
  r: ReservationDto,
  nights: readonly PricedNight[],
): Promise<ExtraGuestLine[]> => {
  const storedCentavos = toCentavos(r.extraGuestAmount);
  if (storedCentavos === 0 || r.roomId === null) return [];
  const room = await findRoomWithRates(db, r.roomId);
  const extra = room ? extraGuestsOf(r, room.baseOccupancy) : { adults: 0, kids: 0 };
  const perNight = room
    ? { adult: toCentavos(room.extraAdultCharge), child: toCentavos(room.extraChildCharge) }
    : { adult: 0, child: 0 };
  const byKind = [
    { item: 'adult' as const, quantity: extra.adults, unitCentavos: perNight.adult },
    { item: 'child' as const, quantity: extra.kids, unitCentavos: perNight.child },
  ]
    .map((line) => ({ ...line, amountCentavos: line.quantity * line.unitCentavos * nights.length }))
    .filter((line) => line.amountCentavos > 0);
  const pricedCentavos = byKind.reduce((sum, line) => sum + line.amountCentavos, 0);
  if (pricedCentavos === storedCentavos)
    return byKind.map((line) => ({
      item: line.item,
      quantity: line.quantity,
      nights: nights.length,
      unitPrice: toDecimalString(line.unitCentavos),
      amount: toDecimalString(line.amountCentavos),
    }));
  return [
    {
      item: 'guests',
      quantity: extra.adults + extra.kids,
      nights: nights.length,
      unitPrice: null,
      amount: toDecimalString(storedCentavos),
    },
  ];
};

/** A day visit's entrance and cottage lines at its day's prices; none for a stay. */
const dayLinesOf = async (db: Database | Tx, r: ReservationDto): Promise<DayVisitLine[]> =>
  r.kind === 'day_visit'
    ? dayVisitBillLines(db, {
        day: r.checkin,
        adults: r.adults,
        kids: r.kids,
        infants: r.infants,
        cottageId: r.cottage?.id ?? null,
      })
    : [];

/** The receipt of a reservation already loaded as a DTO (its payments included). */
export const buildReceipt = async (ctx: AppContext, r: ReservationDto): Promise<ReceiptDto> => {
  const [nights, dayLines] = await Promise.all([pricedNightsOf(ctx.deps.db, r), dayLinesOf(ctx.deps.db, r)]);
  const extraGuests = await extraGuestLinesOf(ctx.deps.db, r, nights);
  const addOns = ((await findReservationLines(ctx.deps.db, [r.id])).get(r.id) ?? []).filter(
    (l) => !l.removedAt,
  );
  const totalCentavos = toCentavos(r.totalAmount);
  // the nights' room parts, the stored extra guests' charges and the day's lines; the rest is the desk's
  const linesCentavos =
    nights.reduce((sum, night) => sum + night.priceCentavos - night.extraCentavos, 0) +
    toCentavos(r.extraGuestAmount) +
    toCentavos(r.addOnAmount) +
    dayLines.reduce((sum, line) => sum + line.amountCentavos, 0);
  const adjustmentCentavos = toCentavos(r.regularAmount) - linesCentavos;
  const discountLines = [
    { label: VAT_EXEMPTION_LINE, centavos: toCentavos(r.vatExemptAmount) },
    { label: DISCOUNT_LINE, centavos: toCentavos(r.discountAmount) },
  ].filter((line) => line.centavos > 0);
  const payments = r.payments
    .filter((payment) => payment.status === 'success')
    .sort((a, b) => a.paymentDate.localeCompare(b.paymentDate));
  const paidCentavos = payments.reduce((sum, payment) => sum + signedCentavos(payment), 0);
  const ledger = bookingMoney({ status: r.status, totalAmount: r.totalAmount, payments });
  return {
    reservation: {
      id: r.id,
      referenceCode: r.referenceCode,
      status: r.status,
      kind: r.kind,
      room: r.room && { name: r.room.name },
      cottage: r.cottage && { name: r.cottage.name },
      // a room of a group booking: its group's receipt lists every room (./group-receipt.ts)
      ...(r.group ? { group: r.group } : {}),
      guest: r.user,
      checkin: r.checkin,
      checkout: r.checkout,
      adults: r.adults,
      kids: r.kids,
      infants: r.infants,
    },
    nights: nights.map((night) => ({
      date: night.date,
      rateName: night.rateType,
      // the room's part: the extra guests have their own lines
      amount: toDecimalString(night.priceCentavos - night.extraCentavos),
    })),
    extraGuests,
    addOns: addOns.map(({ nameEn, nameFil, unit, day, quantity, unitPrice, amount }) => ({
      nameEn,
      nameFil,
      unit,
      day,
      quantity,
      unitPrice,
      amount,
    })),
    dayVisit: dayLines.map((line) => ({
      item: line.item,
      quantity: line.quantity,
      unitPrice: toDecimalString(line.unitCentavos),
      amount: toDecimalString(line.amountCentavos),
    })),
    adjustments: [
      ...(adjustmentCentavos
        ? [{ label: ADJUSTED_BY_DESK, amount: toDecimalString(adjustmentCentavos) }]
        : []),
      ...discountLines.map((line) => ({ label: line.label, amount: toDecimalString(-line.centavos) })),
    ],
    payments: payments.map((payment) => ({
      id: payment.id,
      date: payment.paymentDate,
      kind: payment.kind,
      method: payment.paymentMethod,
      transactionId: payment.transactionId,
      amount: toDecimalString(signedCentavos(payment)),
    })),
    totals: {
      total: toDecimalString(totalCentavos),
      vatIncluded: r.vatIncludedAmount,
      vatExemptSales: r.vatExemptSales,
      paid: toDecimalString(paidCentavos),
      balance: toDecimalString(totalCentavos - paidCentavos),
      refundDue: r.refundDue,
      received: toDecimalString(ledger.receivedCentavos),
      refunded: toDecimalString(ledger.refundedCentavos),
      amountDue: toDecimalString(ledger.amountDueCentavos),
      kept: toDecimalString(ledger.keptCentavos),
    },
  };
};

/** GET .../receipt: the receipt of a reservation; 404 when there is none, or when `ownerId` is not its guest. */
export const findReceipt = async (ctx: AppContext, id: string, options: { ownerId?: string } = {}) => {
  const summary = await findReservationSummary(ctx.deps.db, id);
  const reservation =
    summary && (!options.ownerId || summary.userId === options.ownerId)
      ? await getReservationDto(ctx, summary.id)
      : null;
  if (!reservation) throw notFound(RESERVATION_NOT_FOUND);
  return buildReceipt(ctx, reservation);
};
