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

/** Keyed by "METHOD /url" as Fastify registers the route. */
export const OPERATIONS: Record<string, Operation> = {
  'GET /api/health': {
    summary: 'Health check: 200 once the database answers',
    tag: 'Site',
    access: 'public',
  },
  'GET /api/config': {
    summary: "The server's settings the browser applies too (time zone, today, stay limits)",
    tag: 'Site',
    access: 'public',
  },
  'GET /api/content': { summary: 'List of key/content', tag: 'Site', access: 'public' },
  'GET /uploads/:file': {
    summary: 'An uploaded picture (public; a file never changes under its name)',
    tag: 'Site',
    access: 'public',
  },

  'GET /api/auth/user': {
    summary: 'The signed-in user (401 means no user)',
    tag: 'Accounts',
    access: 'customer',
  },
  'POST /api/login': { summary: 'Sign in with email and password', tag: 'Accounts', access: 'public' },
  'GET /api/login': {
    summary: 'Browser redirect to the sign-in page (keeps a same-site next path)',
    tag: 'Accounts',
    access: 'public',
  },
  'POST /api/signup': { summary: 'Create an account and sign in', tag: 'Accounts', access: 'public' },
  'POST /api/logout': {
    summary: 'Sign out (the session ends on the server)',
    tag: 'Accounts',
    access: 'public',
  },
  'GET /api/logout': {
    summary: 'Browser sign-out: ends the session, then redirects to /',
    tag: 'Accounts',
    access: 'public',
  },
  'POST /api/auth/forgot-password': {
    summary: 'Email a reset code (same answer whether or not the account exists)',
    tag: 'Accounts',
    access: 'public',
  },
  'POST /api/auth/verify-reset-code': { summary: 'Check a reset code', tag: 'Accounts', access: 'public' },
  'POST /api/auth/reset-password': {
    summary: 'Set a new password with a reset code',
    tag: 'Accounts',
    access: 'public',
  },

  'GET /api/rooms': {
    summary: 'Search rooms (optional checkin, checkout, adults, kids, maxPrice)',
    tag: 'Rooms',
    access: 'public',
  },
  'GET /api/rooms/:id': { summary: 'One room with its rates', tag: 'Rooms', access: 'public' },
  'GET /api/amenities': {
    summary: 'The facilities, by display order then name',
    tag: 'Amenities',
    access: 'public',
  },
  'GET /api/reviews': { summary: 'Public reviews', tag: 'Reviews', access: 'public' },
  'POST /api/inquiries': { summary: 'Send us a message (contact form)', tag: 'Inquiries', access: 'public' },
  'POST /api/chatbot/message': {
    summary: 'Ask the chat assistant (response and optional reservation)',
    tag: 'Chat',
    access: 'session',
  },

  'POST /api/reservations': {
    summary: 'Book a room',
    tag: 'Reservations',
    access: 'customer',
    description:
      'Answers 201 with the new reservation, or 200 with the earlier one when the same Idempotency-Key ' +
      '(header or body field) was already used. Dates taken: 409.',
    documentedBody: reservationBody,
  },
  'GET /api/user/reservations': {
    summary: "The caller's reservations",
    tag: 'Reservations',
    access: 'customer',
  },
  'PATCH /api/reservations/:id': {
    summary: 'Cancel my reservation (status cancelled)',
    tag: 'Reservations',
    access: 'customer',
  },
  'POST /api/payments': {
    summary: 'Record a payment (verified later by the front desk)',
    tag: 'Payments',
    access: 'customer',
  },
  'GET /api/user/payments': { summary: "The caller's payments", tag: 'Payments', access: 'customer' },
  'GET /api/user/reviews': { summary: "The caller's reviews", tag: 'Reviews', access: 'customer' },
  'POST /api/reviews': { summary: 'Review a completed stay', tag: 'Reviews', access: 'customer' },

  'GET /api/receptionist/reservations': {
    summary: 'Every reservation with its history',
    tag: 'Front desk',
    access: 'staff',
  },
  'GET /api/receptionist/stats': {
    summary: 'The receptionist dashboard’s stat cards',
    tag: 'Front desk',
    access: 'staff',
  },
  'PATCH /api/receptionist/reservations/:id/confirm': {
    summary: 'Confirm a reservation',
    tag: 'Front desk',
    access: 'staff',
  },
  'PATCH /api/receptionist/reservations/:id/checkin': {
    summary: 'Check the guest in',
    tag: 'Front desk',
    access: 'staff',
  },
  'PATCH /api/receptionist/reservations/:id/checkout': {
    summary: 'Check the guest out',
    tag: 'Front desk',
    access: 'staff',
  },
  'PATCH /api/receptionist/reservations/:id/cancel': {
    summary: 'Cancel a reservation',
    tag: 'Front desk',
    access: 'staff',
  },
  'PATCH /api/receptionist/reservations/:id/extend': {
    summary: 'Extend a stay (newCheckout)',
    tag: 'Front desk',
    access: 'staff',
  },
  'DELETE /api/receptionist/reservations/:id': {
    summary: 'Delete a reservation',
    tag: 'Front desk',
    access: 'staff',
  },
  'GET /api/receptionist/payments': {
    summary: 'Payments by status (awaiting verification by default)',
    tag: 'Front desk',
    access: 'staff',
  },
  'PATCH /api/receptionist/payments/:id': {
    summary: 'Verify or reject a payment',
    tag: 'Front desk',
    access: 'staff',
  },
  'POST /api/receptionist/payments': {
    summary: 'Record a payment taken at the desk',
    tag: 'Front desk',
    access: 'staff',
  },
  'POST /api/receptionist/walk-in-customer': {
    summary: 'Register a walk-in customer (201 new, 200 existing account with that email)',
    tag: 'Front desk',
    access: 'staff',
  },
  'POST /api/receptionist/book-for-customer': {
    summary: 'Book for a walk-in customer',
    tag: 'Front desk',
    access: 'staff',
  },

  'GET /api/financial-report': { summary: 'The financial report', tag: 'Reports', access: 'staff' },
  'GET /api/export/financial-report': {
    summary: 'The financial report as CSV (financial_report.csv)',
    tag: 'Reports',
    access: 'staff',
  },
  'GET /api/admin/export/reservations': {
    summary: 'Every reservation as CSV (reservations_{date}.csv)',
    tag: 'Reports',
    access: 'admin',
  },
  'GET /api/admin/export/revenue': {
    summary: 'The revenue report as CSV (revenue_report_{date}.csv)',
    tag: 'Reports',
    access: 'admin',
  },

  'GET /api/admin/stats': { summary: 'The admin dashboard’s figures', tag: 'Admin', access: 'admin' },
  'GET /api/admin/rooms': { summary: 'Every room', tag: 'Admin', access: 'admin' },
  'POST /api/admin/rooms': { summary: 'Create a room', tag: 'Admin', access: 'admin' },
  'PATCH /api/admin/rooms/:id': { summary: 'Edit a room', tag: 'Admin', access: 'admin' },
  'DELETE /api/admin/rooms/:id': {
    summary: 'Delete a room (409 while it has reservations)',
    tag: 'Admin',
    access: 'admin',
  },
  'POST /api/admin/rooms/:id/rates': {
    summary: 'Add a seasonal rate to a room',
    tag: 'Admin',
    access: 'admin',
  },
  'DELETE /api/admin/rooms/:id/rates/:rateId': {
    summary: 'Remove a seasonal rate',
    tag: 'Admin',
    access: 'admin',
  },
  'POST /api/admin/rooms/upload-csv': {
    summary: 'Import rooms from CSV (csvContent; response count and errors)',
    tag: 'Admin',
    access: 'admin',
  },
  'POST /api/admin/rooms/bulk-amenities': {
    summary: 'Add, rename or remove an amenity on every room (response count)',
    tag: 'Admin',
    access: 'admin',
  },
  'POST /api/admin/room-image-upload-url': {
    summary: 'A URL to PUT a room picture to (returns uploadURL)',
    tag: 'Admin',
    access: 'admin',
  },
  'POST /api/admin/confirm-room-image-upload': {
    summary: 'Confirm an uploaded room picture (imageURL; returns imagePath)',
    tag: 'Admin',
    access: 'admin',
  },
  'POST /api/admin/amenities/upload-url': {
    summary: 'A URL to PUT an amenity picture to (returns uploadURL)',
    tag: 'Admin',
    access: 'admin',
  },
  'POST /api/admin/amenities/confirm-upload': {
    summary: 'Confirm an uploaded amenity picture (imageURL; returns objectPath)',
    tag: 'Admin',
    access: 'admin',
  },
  'PUT /api/uploads/:token': {
    summary: 'Upload a picture to a signed upload URL (PNG, JPEG or WebP, under 5 MB)',
    tag: 'Admin',
    access: 'token',
  },
  'GET /api/admin/users': {
    summary: 'Every account with its reservation count',
    tag: 'Admin',
    access: 'admin',
  },
  'PATCH /api/admin/users/:id': {
    summary: 'Edit an account: role, isActive, or firstName, lastName, email',
    tag: 'Admin',
    access: 'admin',
  },
  'DELETE /api/admin/users/:id': { summary: 'Delete an account', tag: 'Admin', access: 'admin' },
  'GET /api/admin/content': { summary: 'The stored content items', tag: 'Admin', access: 'admin' },
  'PUT /api/admin/content/:key': {
    summary: 'Save a content item (key, title, content, contentType)',
    tag: 'Admin',
    access: 'admin',
  },
  'GET /api/admin/amenities': { summary: 'Every amenity', tag: 'Admin', access: 'admin' },
  'POST /api/admin/amenities': {
    summary: 'Create an amenity (name, description, displayOrder, imagePath)',
    tag: 'Admin',
    access: 'admin',
  },
  'PUT /api/admin/amenities/:id': { summary: 'Replace an amenity', tag: 'Admin', access: 'admin' },
  'DELETE /api/admin/amenities/:id': { summary: 'Delete an amenity', tag: 'Admin', access: 'admin' },
  'GET /api/admin/inquiries': { summary: 'The inquiries inbox', tag: 'Inquiries', access: 'admin' },
  'PATCH /api/admin/inquiries/:id': {
    summary: 'Change an inquiry’s status',
    tag: 'Inquiries',
    access: 'admin',
  },
  'GET /api/admin/reviews': { summary: 'Every review, for moderation', tag: 'Reviews', access: 'admin' },
  'PATCH /api/admin/reviews/:id': { summary: 'Approve or hide a review', tag: 'Reviews', access: 'admin' },
  'GET /api/admin/chatbot/conversations': { summary: 'The chat history', tag: 'Chat', access: 'admin' },
};
