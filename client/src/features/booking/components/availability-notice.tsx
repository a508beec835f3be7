// Under the dates: whether the nights are free, checked as soon as the dates are known. Taken nights get
// a plain message, the nearest free stays of the same length in this room (a button applies one) and
// other rooms free on the same dates (a link books one); a failed check says so and offers a retry.

import type { RoomAvailabilityDto } from '@domain/api-types';
import { NEAREST_DATES_WINDOW_DAYS } from '@domain/availability';
import { nightsBetween } from '@domain/dates';
import { MSG } from '@domain/messages';
import { formatPesos } from '@domain/money';
import { ArrowRight, CalendarCheck, CalendarX, LoaderCircle, RefreshCw, WifiOff } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { formatDay } from '@/lib/i18n/format-day';
import { translateMessage } from '@/lib/i18n/validation';
import { cn } from '@/lib/utils';
import type { StayCheck } from '../lib/stay-check';
import { type Translate, useBookingText } from '../messages';
import { RoomPhoto } from './room-photo';

export type StayRange = { checkin: string; checkout: string };

type Props = {
  check: StayCheck;
  /** The nights asked about (for the "none nearby" count). */
  stay: StayRange | null;
  onApplyDates: (dates: StayRange) => void;
  /** The booking page of another room for the same stay and party. */
  otherRoomHref: (roomId: string) => string;
  onRetry: () => void;
  onPickOtherDates: () => void;
  panelRef?: Ref<HTMLDivElement>;
};

const BOX = 'scroll-mt-24 rounded-xl border p-4 text-sm outline-none';

const rangeLabel = (t: Translate, range: StayRange) =>
  t('availability.stayRange', {
    checkin: formatDay(range.checkin, 'long'),
    checkout: formatDay(range.checkout, 'long'),
  });

/** The taken panel's heading and text: a booking refused just now, a closed room, or taken nights. */
const takenTexts = (t: Translate, roomClosed: boolean, justTaken: string | null) => {
  if (justTaken)
    return {
      title: t('notices.datesTaken'),
      text: justTaken === MSG.datesTaken ? t('notices.datesTakenText') : translateMessage(justTaken),
    };
  if (roomClosed) return { title: translateMessage(MSG.roomUnavailable), text: t('notices.unavailableText') };
  return { title: t('availability.taken'), text: t('availability.takenText') };
};

/** The nearest free stays of the same length in this room; a button applies one. */
const NearestDates = ({
  nearest,
  onApply,
}: {
  nearest: StayRange[];
  onApply: (dates: StayRange) => void;
}) => {
  const { t } = useBookingText();
  return (
    <div className="grid gap-2">
      <p className="font-medium text-foreground">{t('availability.nearest')}</p>
      <ul className="flex flex-wrap gap-2">
        {nearest.map((range) => (
          <li key={range.checkin} className="max-w-full">
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="h-auto max-w-full whitespace-normal bg-white py-1.5 text-left"
              onClick={() => onApply(range)}
            >
              <CalendarCheck aria-hidden="true" /> {rangeLabel(t, range)}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
};

/** Other rooms free for the same stay; each links to its booking page. */
const OtherRooms = ({
  others,
  otherRoomHref,
}: {
  others: RoomAvailabilityDto['otherRooms'];
  otherRoomHref: Props['otherRoomHref'];
}) => {
  const { t } = useBookingText();
  return (
    <div className="grid gap-2">
      <p className="font-medium text-foreground">{t('availability.otherRooms')}</p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {others.map((other) => (
          <li key={other.id}>
            <Link
              href={otherRoomHref(other.id)}
              className="flex items-center gap-3 rounded-lg border border-border bg-white p-2 pr-3 transition-colors hover:border-primary/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <RoomPhoto src={other.imagePath} alt="" sizes="48px" className="size-12 shrink-0 rounded-md" />
              <span className="grid min-w-0 flex-1">
                <span className="truncate font-semibold text-foreground">{other.name}</span>
                <span className="text-xs text-muted-foreground">
                  {t('availability.otherRoomPrice', { price: formatPesos(other.basePrice) })}
                </span>
              </span>
              <ArrowRight className="size-4 shrink-0 text-primary" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
};

const TakenPanel = ({
  answer,
  justTaken,
  stay,
  onApplyDates,
  otherRoomHref,
  onPickOtherDates,
}: Omit<Props, 'check' | 'onRetry' | 'panelRef'> & {
  answer: RoomAvailabilityDto | null;
  justTaken: string | null;
}) => {
  const { t } = useBookingText();
  const roomClosed = answer?.reason === 'room_unavailable';
  const { title, text } = takenTexts(t, roomClosed, justTaken);
  const nearest = answer?.nearestDates ?? [];
  const others = answer?.otherRooms ?? [];
  const nothingNearby = answer !== null && !roomClosed && nearest.length === 0;
  return (
    <div
      role="alert"
      data-testid="dates-taken"
      className={cn(BOX, 'grid gap-4 border-destructive/30 bg-[#fff4ef]')}
    >
      <div className="flex gap-3">
        <CalendarX className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <div>
          <p className="font-semibold text-foreground">{title}</p>
          <p className="text-muted-foreground">{text}</p>
        </div>
      </div>

      {nearest.length ? <NearestDates nearest={nearest} onApply={onApplyDates} /> : null}
      {nothingNearby && stay ? (
        <p className="text-muted-foreground">
          {t('availability.noneNearby', {
            count: nightsBetween(stay.checkin, stay.checkout),
            days: NEAREST_DATES_WINDOW_DAYS,
          })}
        </p>
      ) : null}

      {others.length ? <OtherRooms others={others} otherRoomHref={otherRoomHref} /> : null}

      {roomClosed ? null : (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="justify-self-start"
          onClick={onPickOtherDates}
        >
          {t('notices.pickOther')}
        </Button>
      )}
    </div>
  );
};

/**
 * One element holds every state, so the focus the page moves here (after a 409, after a suggestion is
 * applied) stays while the answer changes, and a screen reader hears each new state.
 */
export const AvailabilityNotice = (props: Props) => (
  <div
    ref={props.panelRef}
    tabIndex={-1}
    aria-live="polite"
    className="scroll-mt-24 outline-none empty:hidden"
  >
    <NoticeBody {...props} />
  </div>
);

const NoticeBody = (props: Props) => {
  const { check, onRetry } = props;
  const { t } = useBookingText();
  if (check.kind === 'dates') return null;
  if (check.kind === 'checking')
    return (
      <div className={cn(BOX, 'flex items-center gap-3 border-border bg-muted/50')}>
        <LoaderCircle className="size-4 shrink-0 animate-spin text-primary" aria-hidden="true" />
        <p className="text-muted-foreground">{t('availability.checking')}</p>
      </div>
    );
  if (check.kind === 'free')
    return (
      <div className={cn(BOX, 'flex gap-3 border-success/25 bg-success/8')}>
        <CalendarCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
        <p>
          <span className="font-semibold text-foreground">{t('availability.free')}</span>{' '}
          <span className="text-muted-foreground">{t('availability.freeText')}</span>
        </p>
      </div>
    );
  if (check.kind === 'failed')
    return (
      <div
        role="alert"
        className={cn(
          BOX,
          'flex flex-col gap-3 border-warning/30 bg-warning/8 sm:flex-row sm:items-center sm:justify-between',
        )}
      >
        <div className="flex gap-3">
          <WifiOff className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
          <div>
            <p className="font-semibold text-foreground">{t('availability.failed')}</p>
            <p className="text-muted-foreground">
              {check.message ? translateMessage(check.message) : t('availability.failedText')}
            </p>
          </div>
        </div>
        {check.message ? null : (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="shrink-0 self-start sm:self-center"
            onClick={onRetry}
          >
            <RefreshCw aria-hidden="true" /> {t('availability.retry')}
          </Button>
        )}
      </div>
    );
  return <TakenPanel {...props} answer={check.answer} justTaken={check.justTaken} />;
};
