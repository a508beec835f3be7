// What visitors write and read: inquiries, the editable texts, the chat assistant's FAQ and messages.
import { ANSWER_SOURCES, FAQ_LANGUAGES } from '@domain/chatbot';
import { INQUIRY_STATUSES } from '@domain/constants';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, isOneOf, updatedAt } from './column-types';

export const inquiries = pgTable(
  'inquiries',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: INQUIRY_STATUSES }).notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [check('inquiries_status_check', isOneOf(t.status, INQUIRY_STATUSES))],
);

export const contentItems = pgTable(
  'content_items',
  {
    id: id(),
    key: text('key').notNull(),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    contentType: text('content_type').notNull().default('text'),
    // the optional Filipino versions: '' means Filipino pages show the English title and text
    titleFil: text('title_fil').notNull().default(''),
    contentFil: text('content_fil').notNull().default(''),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('content_items_key_unique').on(t.key)],
);

/** The admin's own questions and answers, matched by the chat assistant before its built-in topics. */
export const chatbotFaqs = pgTable(
  'chatbot_faqs',
  {
    id: id(),
    question: text('question').notNull(),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    phrasings: text('phrasings').array().notNull().default(sql`'{}'::text[]`),
    answer: text('answer').notNull(),
    language: text('language', { enum: FAQ_LANGUAGES }).notNull().default('en'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('chatbot_faqs_language_check', isOneOf(t.language, FAQ_LANGUAGES))],
);

export const chatbotMessages = pgTable(
  'chatbot_messages',
  {
    id: id(),
    sessionId: text('session_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userMessage: text('user_message').notNull(),
    botResponse: text('bot_response').notNull(),
    // which answer was used; rows from before this column count as built-in topics
    answerSource: text('answer_source', { enum: ANSWER_SOURCES }).notNull().default('topics'),
    faqId: uuid('faq_id').references(() => chatbotFaqs.id, { onDelete: 'set null' }),
    // the message normalised (case, accents, punctuation): unanswered questions are counted by it
    questionKey: text('question_key'),
    createdAt: createdAt(),
    // the language the guest chatted in (the assistant's own replies are in it): the unanswered list shows
    // it and pre-fills the FAQ entry's language; null on rows from before it was kept
    language: text('language', { enum: FAQ_LANGUAGES }),
  },
  (t) => [
    index('chatbot_messages_session_idx').on(t.sessionId, t.createdAt),
    index('chatbot_messages_unanswered_idx').on(t.questionKey).where(sql`${t.answerSource} = 'fallback'`),
    check('chatbot_messages_answer_source_check', isOneOf(t.answerSource, ANSWER_SOURCES)),
    check('chatbot_messages_language_check', isOneOf(t.language, FAQ_LANGUAGES)),
  ],
);
