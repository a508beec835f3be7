// A booking card's figures: the stay at a glance (dates, nights, guests; a day visit's day, guests and
// cottage) and its money. A closed booking
// owes nothing (domain/ledger.ts bookingMoney): it shows what was paid, refunded and kept instead of a balance.

import type { ReservationDto } from '@domain/api-types';
import { nightsBetween } from '@domain/dates';
import type { BookingMoney } from '@domain/ledger';
import { formatCentavos } from '@domain/money';
import { CalendarDays, Moon, Umbrella, Users } from 'lucide-react';
import { guestsLabel, type Translate as TranslateRooms, useRoomsText } from '@/features/rooms';
import { formatDay } from '@/lib/i18n/format-day';
import { type Translate, useDashboardText } from '../messages';
import { AmountFact } from './fact';

const peso = (centavos: number) => formatCentavos(centavos, { cents: true });

/** The stay at a glance: dates, nights and guests; a day visit's day, guests (infants too) and cottage. */
const stayFacts = (reservation: ReservationDto, t: Translate, tRooms: TranslateRooms) =>
  reservation.room
    ? [
        { icon: CalendarDays, label: t('card.checkIn'), value: formatDay(reservation.checkin, 'long') },
        { icon: CalendarDays, label: t('card.checkOut'), value: formatDay(reservation.checkout, 'long') },
        {
          icon: Moon,
          label: t('card.nights'),
          value: nightsBetween(reservation.checkin, reservation.checkout),
        },
        { icon: Users, label: t('card.guests'), value: guestsLabel(tRooms, reservation) },
      ]
    : [
        { icon: CalendarDays, label: t('card.day'), value: formatDay(reservation.checkin, 'long') },
        { icon: Users, label: t('card.guests'), value: guestsLabel(tRooms, reservation) },
        { icon: Umbrella, label: t('card.cottage'), value: reservation.cottage?.name ?? t('card.noCottage') },
      ];

export const StayFacts = ({ reservation }: { reservation: ReservationDto }) => {
  const { t } = useDashboardText();
  const { t: tRooms } = useRoomsText();
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4" data-testid="stay-facts">
      {stayFacts(reservation, t, tRooms).map(({ icon: Icon, label, value }) => (
        <div key={label}>
          <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Icon className="size-3.5" aria-hidden="true" /> {label}
          </dt>
          <dd className="mt-0.5 font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
};

export const BookingMoneyFacts = ({ money }: { money: BookingMoney }) => {
  const { t } = useDashboardText();
  if (money.closed)
    return (
      <dl
        className="grid grid-cols-2 gap-2 rounded-xl bg-muted/70 p-3 text-sm sm:grid-cols-4"
        data-testid="booking-money"
      >
        <AmountFact label={t('card.total')}>{peso(money.totalCentavos)}</AmountFact>
        <AmountFact label={t('card.paid')}>{peso(money.receivedCentavos)}</AmountFact>
        <AmountFact label={t('card.refunded')}>{peso(money.refundedCentavos)}</AmountFact>
        <AmountFact label={t('card.kept')}>{peso(money.keptCentavos)}</AmountFact>
      </dl>
    );
  return (
    <dl className="grid grid-cols-3 gap-2 rounded-xl bg-muted/70 p-3 text-sm" data-testid="booking-money">
      <AmountFact label={t('card.total')}>{peso(money.totalCentavos)}</AmountFact>
      <AmountFact label={t('card.paid')} success={money.paidCentavos > 0}>
        {peso(money.paidCentavos)}
      </AmountFact>
      <AmountFact label={t('card.balance')}>{peso(money.balanceCentavos)}</AmountFact>
    </dl>
  );
};
