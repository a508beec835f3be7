// The cache keys of the server resources that several features read or refresh, keyed by resource. Each
// key is the URL read (key parts joined with '/', as fetchParsed reads it), so a key names exactly one
// answer of the API, and refreshing a key refreshes every key that starts with it. A feature refreshes
// another's data through these keys, never by importing that feature's code.

import type { Language } from '@domain/languages';
import type { ReportRange } from '@domain/schemas/reports';

const rooms = {
  all: ['/api/rooms'] as const,
  /** `query`: a search query string without '?'; the unfiltered list keeps the bare key. */
  search: (query: string) => (query ? (['/api/rooms', query] as const) : rooms.all),
  detail: (roomId: string) => ['/api/rooms', roomId] as const,
  /** Every availability check of one room (`query` given: one stay's); under its detail key, so refreshing the room refreshes them. */
  availability: (roomId: string, query?: string) =>
    query === undefined
      ? (['/api/rooms', roomId, 'availability'] as const)
      : (['/api/rooms', roomId, 'availability', query] as const),
};

/** Calendar sync's conflicts shown: the open ones, or all. */
export type ConflictState = 'open' | 'all';
export type BlockRange = { from?: string; to?: string };

/**
 * Calendar sync. A room's calendar screen reads under the admin rooms key ('/api/admin/rooms/{id}' and
 * '…/calendar-feeds'), so refreshing the admin rooms refreshes them too. Conflicts and blocks carry a
 * query string, so they have their own query functions and sit under one prefix each.
 */
const calendar = {
  /** GET /api/admin/rooms/{id}: the room with its export URL. */
  adminRoom: (roomId: string) => ['/api/admin/rooms', roomId] as const,
  /** GET /api/admin/rooms/{id}/calendar-feeds */
  feeds: (roomId: string) => ['/api/admin/rooms', roomId, 'calendar-feeds'] as const,
  conflicts: ['/api/receptionist/calendar-conflicts'] as const,
  conflictsIn: (state: ConflictState) => ['/api/receptionist/calendar-conflicts', state] as const,
  blocks: ['/api/receptionist/calendar-blocks'] as const,
  /** GET /api/receptionist/calendar-feed-alerts: feeds that fail or went stale. */
  feedAlerts: ['/api/receptionist/calendar-feed-alerts'] as const,
  blocksIn: (range: BlockRange) =>
    ['/api/receptionist/calendar-blocks', { from: range.from, to: range.to }] as const,
};

export const keys = {
  calendar,
  /** Searches and single rooms have their own query functions (their URL is not key parts). */
  rooms,
  /** The signed-in user (null when signed out). */
  auth: { user: ['/api/auth/user'] as const },
  /** The website's editable texts, one answer per language under the URL: refreshing `public` reads every language again. */
  content: {
    public: ['/api/content'] as const,
    in: (language: Language) => ['/api/content', language] as const,
  },
  amenities: { public: ['/api/amenities'] as const },
  /** The extras (add-ons): the active ones the site sells, one booking's lines, and what the desk has due today. */
  addOns: {
    public: ['/api/add-ons'] as const,
    ofReservation: (reservationId: string) =>
      ['/api/reservations', encodeURIComponent(reservationId), 'add-ons'] as const,
    dueToday: ['/api/front-desk/add-ons/today'] as const,
  },
  /** One day's offer for day visitors (`query`: its query string without '?'); refreshing `all` reads every day again. */
  dayVisits: {
    all: ['/api/day-visits'] as const,
    day: (query: string) => ['/api/day-visits', query] as const,
  },
  /** The approved reviews the site shows. */
  reviews: { public: ['/api/reviews'] as const },
  /** The signed-in guest's own bookings, payments and reviews. */
  guest: {
    reservations: ['/api/user/reservations'] as const,
    payments: ['/api/user/payments'] as const,
    reviews: ['/api/user/reviews'] as const,
    /** One of the guest's bookings' itemised receipt. */
    receipt: (reservationId: string) =>
      ['/api/reservations', encodeURIComponent(reservationId), 'receipt'] as const,
  },
  /** Group bookings (several rooms booked together): one group by its code, for its owner or the desk. */
  groups: {
    all: ['/api/booking-groups'] as const,
    detail: (code: string) => ['/api/booking-groups', encodeURIComponent(code)] as const,
    /** A group's receipt: each room's itemised receipt, the group's payments and totals. */
    receipt: (code: string) => ['/api/booking-groups', encodeURIComponent(code), 'receipt'] as const,
  },
  /** The front desk's lists. */
  desk: {
    reservations: ['/api/receptionist/reservations'] as const,
    paymentsToVerify: ['/api/receptionist/payments'] as const,
    weatherDisruptions: ['/api/receptionist/weather-disruptions'] as const,
    /** The gate's day: today's day visitors, what is left, the overnight guests. */
    gate: ['/api/receptionist/day-visits'] as const,
  },
  /** The financial report: every range's answer sits under `financial`. */
  reports: {
    financial: ['/api/financial-report'] as const,
    financialFor: (range: ReportRange) =>
      ['/api/financial-report', { from: range.from, to: range.to }] as const,
  },
  /** The admin screens' lists; a room's own answers ('/api/admin/rooms/{id}/…') sit under `rooms`. */
  admin: {
    rooms: ['/api/admin/rooms'] as const,
    stats: ['/api/admin/stats'] as const,
    inquiries: ['/api/admin/inquiries'] as const,
    reviews: ['/api/admin/reviews'] as const,
    users: ['/api/admin/users'] as const,
    content: ['/api/admin/content'] as const,
    amenities: ['/api/admin/amenities'] as const,
    addOns: ['/api/admin/add-ons'] as const,
    dayVisitPass: ['/api/admin/day-visits/pass'] as const,
    holidays: ['/api/admin/day-visits/holidays'] as const,
    cottages: ['/api/admin/day-visits/cottages'] as const,
    chatbotConversations: ['/api/admin/chatbot/conversations'] as const,
    chatbotFaqs: ['/api/admin/chatbot/faqs'] as const,
    chatbotUnanswered: ['/api/admin/chatbot/unanswered'] as const,
  },
};

/** What a booking, a cancellation or a payment by the guest changes: their bookings and payments. */
export const guestMoneyKeys = [keys.guest.reservations, keys.guest.payments, keys.groups.all];

/**
 * After any change to a booking by staff (at the desk, or calendar sync cancelling ours): the reservations,
 * the gate's day, the payments to verify, the report, the admin stats and the rooms' availability (a
 * booking, a cancellation or an extension changes which nights are free).
 */
export const deskChangeKeys = [
  keys.desk.reservations,
  keys.groups.all,
  keys.desk.gate,
  keys.desk.paymentsToVerify,
  keys.reports.financial,
  keys.admin.stats,
  keys.rooms.all,
];
