// The API reference's table of contents: for every route, the spec's wording (section 7) as its summary,
// the area it belongs to and who may call it. The OpenAPI transform reads it; the openapi test fails when
// a route is missing here or an entry names no route.

export type Tag = keyof typeof AREAS;

/**
 * public: anyone; session: anyone, a signed-in caller is recognised (chat); customer: any signed-in,
 * active account; staff: receptionists and admins; admin: admins only; token: a secret in the URL (the signed
 * upload URL, a room's calendar feed).
 */
export const ACCESS = ['public', 'session', 'customer', 'staff', 'admin', 'token'] as const;
export type Access = (typeof ACCESS)[number];

export type Operation = {
  summary: string;
  tag: Tag;
  access: Access;
  description?: string;
};

/** An area of the reference: what it covers, then its routes ("METHOD /url" -> summary) by who may call them. */
type Area = { description: string } & { [A in Access]?: Record<string, string> };

/** Every route, by area (in the reference's order) and by who may call it. */
const AREAS = {
  Accounts: {
    description: 'Sign-up, sign-in, sign-out, the current user, their email language and password reset.',
    public: {
      'POST /api/login': 'Sign in with email and password',
      'GET /api/login': 'Browser redirect to the sign-in page (keeps a same-site next path)',
      'POST /api/signup': 'Create an account and sign in',
      'POST /api/logout': 'Sign out (the session ends on the server)',
      'GET /api/logout': 'Browser sign-out: ends the session, then redirects to /',
      'POST /api/auth/forgot-password': 'Email a reset code (same answer whether or not the account exists)',
      'POST /api/auth/verify-reset-code': 'Check a reset code',
      'POST /api/auth/reset-password': 'Set a new password with a reset code',
    },
    customer: {
      'GET /api/auth/user': 'The signed-in user (401 means no user)',
      'PUT /api/auth/user/language': "The language of the signed-in user's emails (en or fil)",
    },
    staff: {
      'PUT /api/auth/user/name':
        "Set the signed-in staff member's own first and last name (a guest's profile is read-only: 403)",
    },
  },
  Site: {
    description: 'Content, settings, and the health and readiness checks.',
    public: {
      'GET /api/health': 'Liveness: 200 while the process serves, whether or not the database answers',
      'GET /api/ready':
        'Readiness for a load balancer: 200 when the database answers and holds every migration, else 503',
      'GET /api/config': "The server's settings the browser applies too (time zone, today, stay limits)",
      'GET /api/content': 'List of key/content',
      'GET /uploads/:file': 'An uploaded picture (public; a file never changes under its name)',
    },
  },
  Rooms: {
    description: 'Room search and details.',
    public: {
      'GET /api/rooms': 'Search rooms (optional checkin, checkout, adults, kids, maxPrice)',
      'GET /api/rooms/:id': 'One room with its rates',
      'GET /api/rooms/:id/availability':
        "Whether the room is free for checkin..checkout (the booking's own rule); when not, the nearest free dates and other free rooms",
    },
  },
  'Day visits': {
    description:
      'Day visitors: the entrance pass by day type, the holidays, the cottages rented for the day.',
    public: {
      'GET /api/day-visits':
        "One day's offer (date=YYYY-MM-DD): its day type, the fees that day, the visitors it still takes, the cottages free; with adults (kids, infants, discountGuests, cottageId) the party's bill",
    },
    admin: {
      'GET /api/admin/day-visits/pass': 'The entrance pass (404 until it is set)',
      'PUT /api/admin/day-visits/pass':
        'Set the entrance pass: fees by day type, the child rule, hours, capacity',
      'GET /api/admin/day-visits/holidays': 'The holidays priced as weekends, by date',
      'POST /api/admin/day-visits/holidays': 'Add a holiday (or rename the one on that date)',
      'DELETE /api/admin/day-visits/holidays/:date': 'Remove a holiday',
      'GET /api/admin/day-visits/cottages': 'Every cottage, by name',
      'POST /api/admin/day-visits/cottages': 'Add a cottage',
      'PATCH /api/admin/day-visits/cottages/:id': 'Edit a cottage',
      'DELETE /api/admin/day-visits/cottages/:id': 'Delete a cottage (409 once a booking held it)',
    },
    customer: {
      'POST /api/day-visits/bookings':
        'Book a day at the beach: entrance passes for the party and maybe a cottage, paid as a room (30% down payment); 409 when the cottage is taken or the day is full',
    },
  },
  Amenities: {
    description: 'The resort’s facilities.',
    public: { 'GET /api/amenities': 'The facilities, by display order then name' },
  },
  'Add-ons': {
    description: 'Extras sold with a stay (breakfast, transfers, tours), priced by the server (ADR 0066).',
    public: { 'GET /api/add-ons': 'The active extras in both languages, by sort then name' },
    customer: {
      'GET /api/reservations/:id/add-ons':
        "A booking's extras, removed ones too (a customer's own; staff any)",
      'POST /api/reservations/:id/add-ons':
        'Add extras to your booking before check-in; 409 when a day is full (e.g. a tour’s daily limit)',
      'DELETE /api/reservations/:id/add-ons/:lineId':
        'Remove an extra before check-in: the total falls (a refund is due when more was paid)',
    },
    staff: {
      'POST /api/front-desk/reservations/:id/add-ons': 'Add extras to a booking, also during the stay',
      'DELETE /api/front-desk/reservations/:id/add-ons/:lineId': 'Remove an extra from a booking',
      'GET /api/front-desk/add-ons/today':
        'The extras due today (transfers, tours) with guest, room and quantity',
    },
    admin: {
      'GET /api/admin/add-ons': 'Every add-on, with whether a booking names it',
      'POST /api/admin/add-ons':
        'Create an add-on (names and descriptions in both languages, photo, unit, price, daily limit)',
      'PUT /api/admin/add-ons/:id': 'Replace an add-on (booked lines keep their price)',
      'DELETE /api/admin/add-ons/:id': 'Delete an add-on no booking names (409: deactivate it instead)',
    },
  },
  Reservations: {
    description: 'A guest’s bookings.',
    customer: {
      'POST /api/reservations': 'Book a room',
      'POST /api/booking-groups':
        'Book several rooms for the same dates together (one code, one down payment)',
      'PATCH /api/booking-groups/:code': 'Cancel my group booking: every room (status cancelled)',
      'POST /api/booking-groups/:code/payments':
        "Record a payment toward my group's balance (split over its rooms, awaiting verification)",
      'GET /api/booking-groups/:code':
        'A group booking with its rooms, totals, paid and balance (owner or staff)',
      'GET /api/booking-groups/:code/receipt':
        "A group booking's receipt: each room's itemised receipt, the group's payments and totals (owner or staff)",
      'GET /api/user/reservations': "The caller's reservations",
      'PATCH /api/reservations/:id': 'Cancel my reservation (status cancelled)',
      'GET /api/reservations/:id/weather-move/options':
        'Rooms free for new dates at or below my booking’s total (a weather-affected booking)',
      'POST /api/reservations/:id/weather-move':
        'Move my weather-affected stay for free ({ checkin, checkout, roomId }; never costs more)',
      'GET /api/reservations/:id/weather-move/day':
        'What a new day has for my weather-affected day visit (places, its cottage) and its price there',
      'POST /api/reservations/:id/weather-move/day':
        'Move my weather-affected day visit for free to another day ({ date }; its cottage moves with it)',
      'POST /api/reservations/:id/weather-cancel':
        'Cancel my weather-affected booking: everything paid is due back',
      'GET /api/reservations/:id/receipt':
        'The itemised receipt of a reservation: each night and its rate, payments, refunds, balance (a customer’s own; staff any)',
    },
  },
  Payments: {
    description: 'A guest’s payments (verified by the front desk).',
    customer: {
      'POST /api/payments': 'Record a payment (verified later by the front desk)',
      'GET /api/user/payments': "The caller's payments",
    },
  },
  Reviews: {
    description: 'Guest reviews and their moderation.',
    public: { 'GET /api/reviews': 'Public reviews' },
    customer: {
      'GET /api/user/reviews': "The caller's reviews",
      'POST /api/reviews': 'Review a completed stay',
    },
    admin: {
      'GET /api/admin/reviews': 'Every review, for moderation',
      'PATCH /api/admin/reviews/:id': 'Approve or hide a review',
    },
  },
  Inquiries: {
    description: 'The contact form and its inbox.',
    public: { 'POST /api/inquiries': 'Send us a message (contact form)' },
    admin: {
      'GET /api/admin/inquiries': 'The inquiries inbox',
      'PATCH /api/admin/inquiries/:id': 'Change an inquiry’s status',
    },
  },
  Chat: {
    description: 'The chat assistant and its history.',
    session: { 'POST /api/chatbot/message': 'Ask the chat assistant (response and optional reservation)' },
    admin: {
      'GET /api/admin/chatbot/conversations': 'The chat history, with the answer each message got',
      'GET /api/admin/chatbot/faqs': 'The FAQ the assistant matches before its built-in topics',
      'POST /api/admin/chatbot/faqs': 'Add an FAQ entry (question, keywords, phrasings, answer, language)',
      'PUT /api/admin/chatbot/faqs/:id': 'Change an FAQ entry',
      'DELETE /api/admin/chatbot/faqs/:id': 'Delete an FAQ entry',
      'GET /api/admin/chatbot/unanswered': 'Questions the assistant could not answer, most asked first',
    },
  },
  'Front desk': {
    description: 'Receptionists and admins: reservations, payment checks, walk-ins.',
    staff: {
      'GET /api/receptionist/reservations': 'Every reservation with its history',
      'GET /api/receptionist/stats': 'The receptionist dashboard’s stat cards',
      'GET /api/receptionist/reservations/:id/receipt': 'The itemised receipt of any reservation',
      'PATCH /api/receptionist/reservations/:id/confirm':
        'Confirm a reservation (needs a verified 30% down payment, or { overrideReason })',
      'PATCH /api/receptionist/reservations/:id/checkin': 'Check the guest in',
      'PATCH /api/receptionist/reservations/:id/checkout':
        'Check the guest out (with a balance owed: { leaveUnpaid: true }, kept in the history)',
      'PATCH /api/receptionist/reservations/:id/no-show':
        'Mark a confirmed guest who never came as a no-show (from the day after check-in)',
      'POST /api/receptionist/reservations/:id/refunds': 'Record a refund paid back to the guest',
      'PATCH /api/receptionist/reservations/:id/cancel': 'Cancel a reservation',
      'POST /api/receptionist/booking-groups/:code/cancel':
        'Cancel every room of a group booking still pending or confirmed (one room alone: cancel its reservation)',
      'PATCH /api/receptionist/reservations/:id/extend': 'Extend a stay (newCheckout)',
      'PATCH /api/receptionist/reservations/:id/extend-hold':
        'Keep an unverified online booking past its "verify by" time ({ reason }, kept in the history with who and when)',
      'POST /api/receptionist/reservations/:id/discount-ids':
        'Record a senior citizen or PWD guest’s ID (OSCA or PWD ID number and name) at check-in',
      'POST /api/receptionist/reservations/:id/remove-discount':
        'Remove the senior citizen / PWD discount of a guest whose ID could not be verified (the total goes up; history keeps both)',
      'DELETE /api/receptionist/reservations/:id':
        'Delete a finished reservation (it is archived: reports and exports still count it)',
      'GET /api/receptionist/weather-disruptions':
        'Declared weather disruptions, each with the bookings it affected and what each guest chose',
      'POST /api/receptionist/weather-disruptions':
        'Declare a weather disruption ({ startDate, endDate, note }): affected guests are emailed once',
      'POST /api/receptionist/weather-disruptions/preview': 'How many bookings a declaration would affect',
      'POST /api/receptionist/weather-disruptions/:id/lift':
        'Lift a disruption (guests who have not chosen keep their stay)',
      'GET /api/receptionist/payments': 'Payments by status (awaiting verification by default)',
      'PATCH /api/receptionist/payments/:id': 'Verify or reject a payment',
      'POST /api/receptionist/payments': 'Record a payment taken at the desk',
      'POST /api/receptionist/walk-in-customer':
        'Register a walk-in customer (201 new, 200 existing account with that email)',
      'POST /api/receptionist/book-for-customer': 'Book for a walk-in customer',
      'GET /api/receptionist/day-visits':
        'The gate’s day (?date=, today by default): what is left, the day visits expected and arrived, the overnight guests who enter free',
      'POST /api/receptionist/day-visits/walk-in':
        'Sell walk-in passes for today, paid in full at the gate (cash or GCash) and checked in at once (201 new, 200 a repeated Idempotency-Key)',
    },
  },
  Reports: {
    description: 'The financial report and the CSV exports.',
    staff: {
      'GET /api/financial-report': 'The financial report',
      'GET /api/export/financial-report': 'The financial report as CSV (financial_report.csv)',
    },
    admin: {
      'GET /api/admin/export/reservations': 'Every reservation as CSV (reservations_{date}.csv)',
      'GET /api/admin/export/revenue': 'The revenue report as CSV (revenue_report_{date}.csv)',
    },
  },
  Admin: {
    description: 'The admin console: rooms, users, content, amenities, uploads, stats, backups.',
    admin: {
      'GET /api/admin/stats': 'The admin dashboard’s figures',
      'GET /api/admin/rooms': 'Every room, each with its private calendar export URL',
      'GET /api/admin/rooms/:id': 'One room with its private calendar export URL (404 once archived)',
      'GET /api/admin/rooms/archived': 'Rooms deleted with bookings in their history (kept for the books)',
      'GET /api/admin/reservations/archived': 'Reservations the desk deleted (kept for the books)',
      'POST /api/admin/rooms': 'Create a room',
      'PATCH /api/admin/rooms/:id': 'Edit a room',
      'DELETE /api/admin/rooms/:id': 'Delete a room (409 while it has reservations)',
      'POST /api/admin/rooms/:id/rates': 'Add a seasonal rate to a room',
      'DELETE /api/admin/rooms/:id/rates/:rateId': 'Remove a seasonal rate',
      'POST /api/admin/rooms/upload-csv': 'Import rooms from CSV (csvContent; response count and errors)',
      'POST /api/admin/rooms/bulk-amenities':
        'Add, rename or remove an amenity on every room (response count)',
      'POST /api/admin/room-image-upload-url': 'A URL to PUT a room picture to (returns uploadURL)',
      'POST /api/admin/confirm-room-image-upload':
        'Confirm an uploaded room picture (imageURL; returns imagePath)',
      'POST /api/admin/amenities/upload-url': 'A URL to PUT an amenity picture to (returns uploadURL)',
      'POST /api/admin/amenities/confirm-upload':
        'Confirm an uploaded amenity picture (imageURL; returns objectPath)',
      'GET /api/admin/users': 'Every account with its reservation count',
      'GET /api/admin/users/archived': 'Accounts deleted with bookings in their history (cannot sign in)',
      'PATCH /api/admin/users/:id': 'Edit an account: role, isActive, or firstName, lastName, email',
      'DELETE /api/admin/users/:id': 'Delete an account',
      'GET /api/admin/content': 'The stored content items',
      'PUT /api/admin/content/:key': 'Save a content item (key, title, content, contentType)',
      'GET /api/admin/amenities': 'Every amenity',
      'POST /api/admin/amenities': 'Create an amenity (name, description, displayOrder, imagePath)',
      'PUT /api/admin/amenities/:id': 'Replace an amenity',
      'DELETE /api/admin/amenities/:id': 'Delete an amenity',
      'GET /api/admin/backups': 'The backup files, newest first (name, created, size)',
      'GET /api/admin/backups/status': 'The last backup, the last failure and the daily schedule',
      'POST /api/admin/backups': 'Make a backup now (201 with the file; 409 while one is being made)',
      'GET /api/admin/backups/:name': 'Download a backup file (a name from the list)',
      'GET /api/admin/go-live':
        'The "Before you go live" checklist: each item done or to do, why, where to fix it',
      'PUT /api/admin/go-live/:id/dismissal': 'Dismiss a checklist item (recorded with who and when)',
      'DELETE /api/admin/go-live/:id/dismissal': 'Bring a dismissed checklist item back',
    },
    token: {
      'PUT /api/uploads/:token': 'Upload a picture to a signed upload URL (PNG, JPEG or WebP, under 5 MB)',
    },
  },
  Calendar: {
    description:
      'Calendar sync with Airbnb, Booking.com and Agoda: each room’s export feed, the feeds it imports, ' +
      'and the conflicts staff resolve.',
    token: {
      'GET /api/calendar/rooms/:file':
        'A room’s private iCalendar feed, /api/calendar/rooms/{id}.ics?token=… (404 for a wrong token; ETag, 304)',
    },
    staff: {
      'GET /api/receptionist/calendar-conflicts':
        'Calendar conflicts with both sides, newest first (?state=open, the default, or all)',
      'POST /api/receptionist/calendar-conflicts/:id/resolve':
        'Resolve a conflict: cancel_ours (cancel every booking of ours it overlaps, the channel’s event takes the nights) or mark_handled',
      'GET /api/receptionist/calendar-feed-alerts':
        'Imported calendars that fail or have not synced for 3 intervals (the dashboards’ warning)',
      'GET /api/receptionist/calendar-blocks':
        'Nights blocked by imported calendars, with room and channel (?from, ?to: YYYY-MM-DD)',
      'GET /api/receptionist/calendar.ics':
        'The whole property as an iCalendar feed: bookings with reference code, guest and room, and blocks',
    },
    admin: {
      'GET /api/admin/rooms/:id/calendar-feeds': 'The calendars a room imports, with their sync status',
      'POST /api/admin/rooms/:id/calendar-feeds':
        'Import a travel site’s calendar into a room (channel, url); fetched once right away',
      'DELETE /api/admin/rooms/:id/calendar-feeds/:feedId':
        'Stop importing a calendar (its blocks release their nights)',
      'POST /api/admin/rooms/:id/calendar-feeds/:feedId/sync':
        'Sync now (200 with the feed even when the fetch failed: its status says so)',
      'POST /api/admin/rooms/:id/calendar-token':
        'Rotate the room’s export token (the old URL stops working at once)',
    },
  },
} satisfies Record<string, Area>;

/** More than a summary, for the routes that need it. */
const DETAILS: Record<string, Pick<Operation, 'description'>> = {
  'POST /api/reservations': {
    description:
      'Answers 201 with the new reservation, or 200 with the earlier one when the same Idempotency-Key ' +
      '(header or body field) was already used. Dates taken: 409.',
  },
};

/** The areas as OpenAPI tags, in the order the reference shows them. */
export const TAGS = Object.entries(AREAS).map(([name, { description }]) => ({ name, description }));

/** Keyed by "METHOD /url" as Fastify registers the route. */
export const OPERATIONS: Record<string, Operation> = Object.fromEntries(
  Object.entries(AREAS).flatMap(([tag, area]: [string, Area]) =>
    ACCESS.flatMap((access) =>
      Object.entries(area[access] ?? {}).map(([route, summary]) => [
        route,
        { summary, tag: tag as Tag, access, ...DETAILS[route] },
      ]),
    ),
  ),
);
