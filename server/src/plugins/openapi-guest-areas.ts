// The API reference's areas of what guests use, each with the staff and admin routes that run it (in the
// reference's order; the staff's own areas are openapi-staff-areas.ts).
import type { Area } from './openapi-access';

export const GUEST_AREAS = {
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
} satisfies Record<string, Area>;
