// A booking event -> the emails it causes: reads the reservation (and the staff's addresses or the receipt
// when the email tells of them), has the mail composer render the emails (./compose), and sends them.

import type { BookingGroupDto, ReservationDto } from '@domain/api-types';
import type { ContentMap } from '@domain/content';
import type { Language } from '@domain/languages';
import type { AppContext } from '../../lib/app-context';
import { type Mail, MailsKeptError, type SendOptions } from '../../lib/mailer';
import { emailLanguagesOf } from '../auth';
import { findContentMap } from '../content';
import { dayVisitOpeningHours } from '../day-visits';
import { buildReceipt, getReservationDtos, loadBookingGroupDto } from '../reservations';
import type { NotificationEvent } from './events';
import { type MailOrder, STAFF_ALERTED } from './mail-order';
import { staffRecipients } from './recipients';
import { MAIL_CONTENT_KEYS } from './templates/stay';

/**
 * Hands the mails to the mailer together (one outbox INSERT, then SMTP or stdout). When they could not be
 * kept, nothing went out: that error is thrown, so the email job runs again.
 */
export const sendMails = async (ctx: AppContext, mails: readonly Mail[], sendOptions: SendOptions = {}) => {
  try {
    await ctx.deps.mailer.sendAll(ctx.deps.db, mails, sendOptions);
  } catch (error) {
    // kept in the outbox already: running again would send them twice
    if (!(error instanceof MailsKeptError)) throw error;
    ctx.log?.error({ err: error, subjects: mails.map((mail) => mail.subject) }, 'email failed');
  }
};

/**
 * Has the mail composer write the order's emails (HTML and plain text) and sends them (sendMails). An
 * email that fails to render is logged and does not stop the others.
 */
export const sendOrder = async (ctx: AppContext, order: MailOrder, sendOptions: SendOptions = {}) => {
  const { mails, failures } = await ctx.deps.mailComposer.compose(order);
  for (const { subject, error } of failures) ctx.log?.error({ err: error, subject }, 'email failed');
  await sendMails(ctx, mails, sendOptions);
};

/** What the emails of some events read: their reservations (by id), the mail texts and the guests' languages. */
export type MailData = {
  reservations: Map<string, ReservationDto>;
  content: ContentMap;
  /** The language a guest's emails are written in, as their account says when the mail data is read. */
  languageOf: (email: string) => Language;
  /** The entrance pass's opening hours, read when a day visit is among the reservations; '' otherwise. */
  openingHours: string;
  /** The group bookings the reservations are rooms of (by group id), every room as it stands now. */
  groups?: Map<string, BookingGroupDto>;
};

/** The groups of these reservations: each read once, however many of its rooms the events name. */
const loadGroups = async (ctx: AppContext, reservations: readonly ReservationDto[]) => {
  const ids = [...new Set(reservations.flatMap((r) => (r.group ? [r.group.id] : [])))];
  const groups = await Promise.all(ids.map((id) => loadBookingGroupDto(ctx, id)));
  return new Map(groups.flatMap((group) => (group ? [[group.id, group] as const] : [])));
};

/** Reads the mail data of these reservations at once: four queries, the texts and the guests' languages, however many. */
export const loadMailData = async (ctx: AppContext, reservationIds: readonly string[]): Promise<MailData> => {
  const [reservations, content] = await Promise.all([
    getReservationDtos(ctx, reservationIds),
    findContentMap(ctx.deps.db, MAIL_CONTENT_KEYS),
  ]);
  const [languageOf, openingHours, groups] = await Promise.all([
    emailLanguagesOf(
      ctx.deps.db,
      reservations.map((r) => r.user.email),
    ),
    reservations.some((r) => r.kind === 'day_visit') ? dayVisitOpeningHours(ctx.deps.db) : '',
    loadGroups(ctx, reservations),
  ]);
  return {
    reservations: new Map(reservations.map((r) => [r.id, r])),
    content,
    languageOf,
    openingHours,
    groups,
  };
};

/**
 * `data`: read beforehand for several events (the email jobs of one batch); else read now. `key`: the
 * email job's (see SendOptions), so a re-run of the job sends none of its mails twice.
 */
export const sendNotification = async (
  ctx: AppContext,
  event: NotificationEvent,
  options: { data?: MailData } & SendOptions = {},
) => {
  const { reservations, content, languageOf, openingHours, groups } =
    options.data ?? (await loadMailData(ctx, [event.reservationId]));
  const reservation = reservations.get(event.reservationId);
  if (!reservation) {
    ctx.log?.error({ event }, 'notification for a reservation that does not exist');
    return;
  }
  await sendOrder(
    ctx,
    {
      kind: 'booking',
      event,
      reservation,
      content,
      timeZone: ctx.deps.config.resortTz,
      // read with the batch's data when its first job runs: the guest's language as it is when the email goes out
      language: languageOf(reservation.user.email),
      staff: STAFF_ALERTED.has(event.type) ? await staffRecipients(ctx) : [],
      receipt: event.type === 'checked_out' ? await buildReceipt(ctx, reservation) : null,
      openingHours: reservation.kind === 'day_visit' ? openingHours : undefined,
      group: reservation.group ? (groups?.get(reservation.group.id) ?? null) : null,
    },
    { key: options.key },
  );
};
