// The public site's answers: content, facilities, inquiries, reviews, the chat assistant and the settings
// the browser shares with the server (spec sections 3 and 7).
import { z } from 'zod';
import { ANSWER_SOURCES, FAQ_LANGUAGES } from '../chatbot';
import { LANGUAGES } from '../languages';
import { RESERVATION_STATUSES } from '../reservation-status';
import { calendarDay, timestamp, uuid } from './common';

export const amenitySchema = z
  .object({
    id: uuid,
    name: z.string(),
    description: z.string(),
    icon: z.string().nullable(),
    imagePath: z.string().nullable(),
    displayOrder: z.number().int(),
  })
  .meta({
    id: 'Amenity',
    description: 'A facility of the resort; lists are ordered by displayOrder, then name.',
    examples: [
      {
        id: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
        name: 'Infinity Pool',
        description: 'An infinity pool overlooking the bay.',
        icon: 'waves',
        imagePath: '/images/amenities/infinity-pool.webp',
        displayOrder: 1,
      },
    ],
  });

const contentItemFields = {
  id: uuid,
  key: z.string(),
  title: z.string(),
  content: z.string(),
  contentType: z.enum(['text', 'html']).describe('html content is sanitised when saved'),
  updatedBy: uuid.nullable().describe('The admin who saved it last'),
  updatedAt: timestamp,
};

export const contentItemExample = {
  id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  key: 'contact_phone',
  title: 'Phone',
  content: '+63 917 555 0123',
  contentType: 'text',
  updatedBy: null,
  updatedAt: '2025-01-10T02:00:00.000Z',
  language: 'en',
} as const;

/** GET /api/content: the item in the language asked for (?lang=), the English where it has no Filipino. */
export const contentItemSchema = z
  .object({
    ...contentItemFields,
    language: z
      .enum(LANGUAGES)
      .describe(
        'The language content is written in: fil when the item has a Filipino text and lang=fil was asked, else en',
      ),
  })
  .meta({
    id: 'ContentItem',
    examples: [contentItemExample],
  });

/** GET and PUT /api/admin/content: the stored item with its English and optional Filipino texts. */
export const storedContentItemSchema = z
  .object({
    ...contentItemFields,
    titleFil: z.string().describe("The Filipino title; '' when Filipino pages show the English one"),
    contentFil: z.string().describe("The Filipino text; '' when Filipino pages show the English one"),
  })
  .meta({
    id: 'StoredContentItem',
    examples: [
      {
        id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
        key: 'hero_title',
        title: 'Hero title',
        content: 'Your Island Escape Awaits',
        contentType: 'text',
        updatedBy: null,
        updatedAt: '2025-01-10T02:00:00.000Z',
        titleFil: '',
        contentFil: 'Naghihintay ang Iyong Bakasyon sa Isla',
      },
    ],
  });

export const inquirySchema = z
  .object({
    id: uuid,
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    subject: z.string(),
    message: z.string(),
    status: z.string(),
    createdAt: timestamp,
  })
  .meta({
    id: 'Inquiry',
    description: "A message sent through the contact page's form.",
    examples: [
      {
        id: '9c0d1e2f-3a4b-4c5d-9e6f-7a8b9c0d1e2f',
        name: 'Jose Reyes',
        email: 'jose.reyes@example.com',
        phone: '+63 918 555 0199',
        subject: 'Special Events',
        message: 'Can we hold a small wedding reception by the beach in June?',
        status: 'new',
        createdAt: '2025-02-20T06:45:00.000Z',
      },
    ],
  });

const REVIEW_EXAMPLE = {
  id: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
  reservationId: '8c2e5a71-4d3b-4f6a-9e1c-7b2a3d4e5f60',
  reservation: { room: { name: 'Deluxe Ocean View' } },
  rating: 5,
  comment: 'Lovely staff and a beautiful sunset from the balcony.',
  approved: true,
  createdAt: '2025-03-18T10:00:00.000Z',
  location: 'Cebu City',
  author: 'Maria S.',
  user: { firstName: 'Maria', lastName: 'S.', profileImageUrl: null },
};
const { reservationId: _reviewed, ...publicReviewExample } = REVIEW_EXAMPLE;

export const reviewSchema = z
  .object({
    id: uuid,
    reservationId: uuid,
    reservation: z.object({ room: z.object({ name: z.string() }) }).nullable(),
    rating: z.number().int().min(1).max(5),
    comment: z.string(),
    approved: z.boolean(),
    createdAt: timestamp,
    location: z.string(),
    author: z.string().describe("The first name and the last name's initial: 'Maria S.'"),
    user: z
      .object({ firstName: z.string(), lastName: z.string(), profileImageUrl: z.string().nullable() })
      .nullable()
      .describe('In the public list the last name is reduced to its initial'),
  })
  .meta({
    id: 'Review',
    examples: [REVIEW_EXAMPLE],
  });

/** GET /api/reviews: a review as anyone may read it; which reservation it reviews stays with the guest and the staff. */
export const publicReviewSchema = reviewSchema.omit({ reservationId: true }).meta({
  id: 'PublicReview',
  examples: [publicReviewExample],
});

export const chatReplySchema = z
  .object({
    response: z.string(),
    reservation: z
      .object({
        roomName: z.string(),
        checkin: calendarDay,
        checkout: calendarDay,
        status: z.enum(RESERVATION_STATUSES),
      })
      .optional()
      .describe('The booking a reference code in the message named'),
  })
  .meta({
    id: 'ChatReply',
    examples: [
      { response: 'We are open for check-in from 2:00 PM. Check-out is until 12:00 noon.' },
      {
        response: 'I found reservation K7QH3MZP: Deluxe Ocean View, 14 to 16 March, confirmed.',
        reservation: {
          roomName: 'Deluxe Ocean View',
          checkin: '2025-03-14',
          checkout: '2025-03-16',
          status: 'confirmed',
        },
      },
    ],
  });

export const chatbotConversationSchema = z
  .object({
    sessionId: z.string(),
    userMessage: z.string(),
    botResponse: z.string(),
    createdAt: timestamp,
    user: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
    answerSource: z
      .enum(ANSWER_SOURCES)
      .describe(
        'Which answer was used: an FAQ entry, a named room, a reference code, a built-in topic, small talk, or none (fallback)',
      ),
    faq: z
      .object({ id: uuid, question: z.string() })
      .nullable()
      .describe('The FAQ entry used (null when none was, or it has since been deleted)'),
    language: z
      .enum(FAQ_LANGUAGES)
      .nullable()
      .describe(
        'The language the guest chatted in: en (English) or fil (Filipino); null for exchanges from before the log kept it',
      ),
  })
  .meta({
    id: 'ChatbotConversation',
    description: 'One exchange with the chat assistant; user is null for a visitor.',
    examples: [
      {
        sessionId: 'session-1740811800000-k3j9x',
        userMessage: 'What time is check-in?',
        botResponse: 'We are open for check-in from 2:00 PM. Check-out is until 12:00 noon.',
        createdAt: '2025-03-01T06:50:00.000Z',
        user: null,
        answerSource: 'topics',
        faq: null,
        language: 'en',
      },
    ],
  });

export const siteConfigExample = {
  resortTz: 'Asia/Manila',
  today: '2025-03-01',
  maxStayNights: 30,
  bookingHorizonDays: 365,
  unverifiedHoldHours: 48,
};

export const siteConfigSchema = z
  .object({
    resortTz: z.string().describe('The IANA time zone that decides what "today" is'),
    today: calendarDay.describe("The resort's today"),
    maxStayNights: z.number().int(),
    bookingHorizonDays: z.number().int(),
    unverifiedHoldHours: z
      .number()
      .describe(
        'UNVERIFIED_HOLD_HOURS: how long an online booking whose payment nobody verified keeps its nights',
      ),
  })
  .meta({
    id: 'SiteConfig',
    description: 'The server settings the browser applies too.',
    examples: [siteConfigExample],
  });

export const healthSchema = z
  .object({ status: z.literal('ok') })
  .meta({ id: 'Health', description: 'The process serves (liveness).', examples: [{ status: 'ok' }] });

export const readySchema = z.object({ status: z.literal('ready') }).meta({
  id: 'Ready',
  description: 'The database answers and holds every migration of this version (readiness).',
  examples: [{ status: 'ready' }],
});
