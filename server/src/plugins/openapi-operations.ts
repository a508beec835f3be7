// The API reference's table of contents: for every route, the spec's wording (section 7) as its summary,
// the area it belongs to and who may call it. The OpenAPI transform reads it; the openapi test fails when
// a route is missing here or an entry names no route.

import { createReservationSchema } from '@domain/schemas/booking';
import { DEFAULT_STAY_LIMITS } from '@domain/stay-limits';
import type { z } from 'zod';

export const TAGS = [
  { name: 'Accounts', description: 'Sign-up, sign-in, sign-out, the current user and password reset.' },
  { name: 'Site', description: 'Content, settings and the health check the public pages rely on.' },
  { name: 'Rooms', description: 'Room search and details.' },
  { name: 'Amenities', description: 'The resort’s facilities.' },
  { name: 'Reservations', description: 'A guest’s bookings.' },
  { name: 'Payments', description: 'A guest’s payments (verified by the front desk).' },
  { name: 'Reviews', description: 'Guest reviews and their moderation.' },
  { name: 'Inquiries', description: 'The contact form and its inbox.' },
  { name: 'Chat', description: 'The chat assistant and its history.' },
  { name: 'Front desk', description: 'Receptionists and admins: reservations, payment checks, walk-ins.' },
  { name: 'Reports', description: 'The financial report and the CSV exports.' },
  { name: 'Admin', description: 'The admin console: rooms, users, content, amenities, uploads, stats.' },
] as const;

export type Tag = (typeof TAGS)[number]['name'];

/**
 * public: anyone; session: anyone, a signed-in caller is recognised (chat); customer: any signed-in,
 * active account; staff: receptionists and admins; admin: admins only; token: the signed upload URL.
 */
export type Access = 'public' | 'session' | 'customer' | 'staff' | 'admin' | 'token';

export type Operation = {
  summary: string;
  tag: Tag;
  access: Access;
  description?: string;
  /** A request body documented here because the route validates it itself (its rules depend on the day). */
  documentedBody?: z.ZodType;
};

const reservationBody = createReservationSchema('2000-01-01', DEFAULT_STAY_LIMITS).meta({
  description:
    'checkin and checkout are resort-local days (YYYY-MM-DD); paymentMethod is GCash, BankTransfer or Card. ' +
    'totalAmount is accepted but ignored: the server prices the stay from its own rates.',
});

/** One area's routes: "METHOD /url" -> [who may call it, summary, extras]. */
type Entry = [access: Access, summary: string, extra?: Pick<Operation, 'description' | 'documentedBody'>];

const area = (tag: Tag, entries: Record<string, Entry>): Record<string, Operation> =>
  Object.fromEntries(
    Object.entries(entries).map(([route, [access, summary, extra]]) => [
      route,
      { summary, tag, access, ...extra },
    ]),
  );

/** Keyed by "METHOD /url" as Fastify registers the route. */
export const OPERATIONS: Record<string, Operation> = {
  ...area('Site', {
    'GET /api/health': ['public', 'Health check: 200 once the database answers'],
    'GET /api/config': [
      'public',
      "The server's settings the browser applies too (time zone, today, stay limits)",
    ],
    'GET /api/content': ['public', 'List of key/content'],
    'GET /uploads/:file': ['public', 'An uploaded picture (public; a file never changes under its name)'],
  }),
  ...area('Accounts', {
    'GET /api/auth/user': ['customer', 'The signed-in user (401 means no user)'],
    'POST /api/login': ['public', 'Sign in with email and password'],
    'GET /api/login': ['public', 'Browser redirect to the sign-in page (keeps a same-site next path)'],
    'POST /api/signup': ['public', 'Create an account and sign in'],
    'POST /api/logout': ['public', 'Sign out (the session ends on the server)'],
    'GET /api/logout': ['public', 'Browser sign-out: ends the session, then redirects to /'],
    'POST /api/auth/forgot-password': [
      'public',
      'Email a reset code (same answer whether or not the account exists)',
    ],
    'POST /api/auth/verify-reset-code': ['public', 'Check a reset code'],
    'POST /api/auth/reset-password': ['public', 'Set a new password with a reset code'],
  }),
  ...area('Rooms', {
    'GET /api/rooms': ['public', 'Search rooms (optional checkin, checkout, adults, kids, maxPrice)'],
    'GET /api/rooms/:id': ['public', 'One room with its rates'],
  }),
  ...area('Amenities', {
    'GET /api/amenities': ['public', 'The facilities, by display order then name'],
  }),
  ...area('Reviews', {
    'GET /api/reviews': ['public', 'Public reviews'],
    'GET /api/user/reviews': ['customer', "The caller's reviews"],
    'POST /api/reviews': ['customer', 'Review a completed stay'],
    'GET /api/admin/reviews': ['admin', 'Every review, for moderation'],
    'PATCH /api/admin/reviews/:id': ['admin', 'Approve or hide a review'],
  }),
  ...area('Inquiries', {
    'POST /api/inquiries': ['public', 'Send us a message (contact form)'],
    'GET /api/admin/inquiries': ['admin', 'The inquiries inbox'],
    'PATCH /api/admin/inquiries/:id': ['admin', 'Change an inquiry’s status'],
  }),
  ...area('Chat', {
    'POST /api/chatbot/message': ['session', 'Ask the chat assistant (response and optional reservation)'],
    'GET /api/admin/chatbot/conversations': ['admin', 'The chat history'],
  }),
  ...area('Reservations', {
    'POST /api/reservations': [
      'customer',
      'Book a room',
      {
        description:
          'Answers 201 with the new reservation, or 200 with the earlier one when the same Idempotency-Key ' +
          '(header or body field) was already used. Dates taken: 409.',
        documentedBody: reservationBody,
      },
    ],
    'GET /api/user/reservations': ['customer', "The caller's reservations"],
    'PATCH /api/reservations/:id': ['customer', 'Cancel my reservation (status cancelled)'],
  }),
  ...area('Payments', {
    'POST /api/payments': ['customer', 'Record a payment (verified later by the front desk)'],
    'GET /api/user/payments': ['customer', "The caller's payments"],
  }),
  ...area('Front desk', {
    'GET /api/receptionist/reservations': ['staff', 'Every reservation with its history'],
    'GET /api/receptionist/stats': ['staff', 'The receptionist dashboard’s stat cards'],
    'PATCH /api/receptionist/reservations/:id/confirm': ['staff', 'Confirm a reservation'],
    'PATCH /api/receptionist/reservations/:id/checkin': ['staff', 'Check the guest in'],
    'PATCH /api/receptionist/reservations/:id/checkout': ['staff', 'Check the guest out'],
    'PATCH /api/receptionist/reservations/:id/cancel': ['staff', 'Cancel a reservation'],
    'PATCH /api/receptionist/reservations/:id/extend': ['staff', 'Extend a stay (newCheckout)'],
    'DELETE /api/receptionist/reservations/:id': ['staff', 'Delete a reservation'],
    'GET /api/receptionist/payments': ['staff', 'Payments by status (awaiting verification by default)'],
    'PATCH /api/receptionist/payments/:id': ['staff', 'Verify or reject a payment'],
    'POST /api/receptionist/payments': ['staff', 'Record a payment taken at the desk'],
    'POST /api/receptionist/walk-in-customer': [
      'staff',
      'Register a walk-in customer (201 new, 200 existing account with that email)',
    ],
    'POST /api/receptionist/book-for-customer': ['staff', 'Book for a walk-in customer'],
  }),
  ...area('Reports', {
    'GET /api/financial-report': ['staff', 'The financial report'],
    'GET /api/export/financial-report': ['staff', 'The financial report as CSV (financial_report.csv)'],
    'GET /api/admin/export/reservations': ['admin', 'Every reservation as CSV (reservations_{date}.csv)'],
    'GET /api/admin/export/revenue': ['admin', 'The revenue report as CSV (revenue_report_{date}.csv)'],
  }),
  ...area('Admin', {
    'GET /api/admin/stats': ['admin', 'The admin dashboard’s figures'],
    'GET /api/admin/rooms': ['admin', 'Every room'],
    'POST /api/admin/rooms': ['admin', 'Create a room'],
    'PATCH /api/admin/rooms/:id': ['admin', 'Edit a room'],
    'DELETE /api/admin/rooms/:id': ['admin', 'Delete a room (409 while it has reservations)'],
    'POST /api/admin/rooms/:id/rates': ['admin', 'Add a seasonal rate to a room'],
    'DELETE /api/admin/rooms/:id/rates/:rateId': ['admin', 'Remove a seasonal rate'],
    'POST /api/admin/rooms/upload-csv': [
      'admin',
      'Import rooms from CSV (csvContent; response count and errors)',
    ],
    'POST /api/admin/rooms/bulk-amenities': [
      'admin',
      'Add, rename or remove an amenity on every room (response count)',
    ],
    'POST /api/admin/room-image-upload-url': ['admin', 'A URL to PUT a room picture to (returns uploadURL)'],
    'POST /api/admin/confirm-room-image-upload': [
      'admin',
      'Confirm an uploaded room picture (imageURL; returns imagePath)',
    ],
    'POST /api/admin/amenities/upload-url': [
      'admin',
      'A URL to PUT an amenity picture to (returns uploadURL)',
    ],
    'POST /api/admin/amenities/confirm-upload': [
      'admin',
      'Confirm an uploaded amenity picture (imageURL; returns objectPath)',
    ],
    'PUT /api/uploads/:token': [
      'token',
      'Upload a picture to a signed upload URL (PNG, JPEG or WebP, under 5 MB)',
    ],
    'GET /api/admin/users': ['admin', 'Every account with its reservation count'],
    'PATCH /api/admin/users/:id': ['admin', 'Edit an account: role, isActive, or firstName, lastName, email'],
    'DELETE /api/admin/users/:id': ['admin', 'Delete an account'],
    'GET /api/admin/content': ['admin', 'The stored content items'],
    'PUT /api/admin/content/:key': ['admin', 'Save a content item (key, title, content, contentType)'],
    'GET /api/admin/amenities': ['admin', 'Every amenity'],
    'POST /api/admin/amenities': ['admin', 'Create an amenity (name, description, displayOrder, imagePath)'],
    'PUT /api/admin/amenities/:id': ['admin', 'Replace an amenity'],
    'DELETE /api/admin/amenities/:id': ['admin', 'Delete an amenity'],
  }),
};
