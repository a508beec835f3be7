// The API reference's areas of the staff: the front desk, reports, the admin console and calendar sync (in
// the reference's order, after openapi-guest-areas.ts).
import type { Area } from './openapi-access';

export const STAFF_AREAS = {
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
