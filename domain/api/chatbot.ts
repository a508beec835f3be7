// The chat assistant's FAQ and unanswered questions in the admin's answers.
import { z } from 'zod';
import { FAQ_LANGUAGES } from '../chatbot';
import { timestamp, uuid } from './common';

const personSchema = z.object({ firstName: z.string(), lastName: z.string() }).nullable();

export const chatbotFaqSchema = z
  .object({
    id: uuid,
    question: z.string(),
    keywords: z
      .array(z.string())
      .describe('Words or short phrases: a message holding all words of one matches'),
    phrasings: z.array(z.string()).describe('Other ways guests ask it; the question itself counts as one'),
    answer: z.string(),
    language: z.enum(FAQ_LANGUAGES).describe("The answer's language: en (English) or fil (Filipino)"),
    createdAt: timestamp,
    createdBy: personSchema.describe('The admin who added it (null once that account is gone)'),
    updatedAt: timestamp,
    updatedBy: personSchema.describe('The admin who changed it last'),
  })
  .meta({
    id: 'ChatbotFaq',
    examples: [
      {
        id: '0b7f4c1e-2d3a-4e5f-8a9b-1c2d3e4f5a6b',
        question: 'Is breakfast included?',
        keywords: ['breakfast included', 'free breakfast'],
        phrasings: ['Do rooms come with breakfast?'],
        answer: 'Breakfast for two is included with every room, served 6:30 to 10:00 AM at the restaurant.',
        language: 'en',
        createdAt: '2026-11-20T02:00:00.000Z',
        createdBy: { firstName: 'Ana', lastName: 'Reyes' },
        updatedAt: '2026-11-20T02:00:00.000Z',
        updatedBy: { firstName: 'Ana', lastName: 'Reyes' },
      },
    ],
  });

export const unansweredQuestionSchema = z
  .object({
    question: z.string().describe('The latest wording guests used'),
    count: z.number().int().describe('How many times it was asked'),
    lastAskedAt: timestamp,
    languages: z
      .array(z.enum(FAQ_LANGUAGES))
      .describe(
        'The languages guests asked it in (en English, fil Filipino), most asked first; empty when it was only asked before the chat log kept languages',
      ),
  })
  .meta({
    id: 'UnansweredQuestion',
    description: 'A question the assistant could only answer with "contact us", most asked first',
    examples: [
      {
        question: 'Can I bring my dog?',
        count: 4,
        lastAskedAt: '2026-11-25T09:30:00.000Z',
        languages: ['en', 'fil'],
      },
    ],
  });
