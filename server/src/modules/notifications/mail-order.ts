// What an email is written from: an order (the event and everything read for it, plain data that crosses
// to the mail thread), and what composing it answers (compose.ts).
import type {
  BookingGroupDto,
  CalendarConflictDto,
  CalendarFeedAlertDto,
  InquiryDto,
  ReceiptDto,
  ReservationDto,
} from '@domain/api-types';
import type { ContentMap } from '@domain/content';
import type { Language } from '@domain/languages';
import type { Mail } from '../../lib/mailer';
import type { NotificationEvent } from './events';

/** The events whose emails go to the staff too (their addresses are read with the order). */
export const STAFF_ALERTED: ReadonlySet<NotificationEvent['type']> = new Set([
  'booking_received',
  'payment_recorded',
]);

/** Everything the emails of one booking event are written from (plain data: it crosses to the mail thread). */
export type BookingMailOrder = {
  kind: 'booking';
  event: NotificationEvent;
  reservation: ReservationDto;
  content: ContentMap;
  timeZone: string;
  /** The guest's language; the staff's alerts are in English. */
  language: Language;
  /** The staff's addresses when the event alerts them (STAFF_ALERTED), else none. */
  staff: string[];
  /** The itemised receipt, for 'checked_out'. */
  receipt: ReceiptDto | null;
  /** A day visit's opening hours (the entrance pass's); absent for a stay. */
  openingHours?: string;
  /** The group booking the reservation is a room of (every room, as it stands now); absent when none. */
  group?: BookingGroupDto | null;
};

export type MailOrder =
  | BookingMailOrder
  | {
      kind: 'inquiry';
      inquiry: InquiryDto;
      content: ContentMap;
      language: Language;
      staff: string[];
      /** Whether the sender's address still gets an acknowledgement (its per-recipient budget). */
      acknowledge: boolean;
    }
  | { kind: 'calendar_conflicts'; conflicts: CalendarConflictDto[]; content: ContentMap; staff: string[] }
  | {
      kind: 'calendar_feed_alert';
      alert: CalendarFeedAlertDto;
      url: string;
      content: ContentMap;
      timeZone: string;
      staff: string[];
    };

/** The emails of an order, and the subjects of any that failed to render (the others still go). */
export type ComposedMails = { mails: Mail[]; failures: { subject: string; error: unknown }[] };
