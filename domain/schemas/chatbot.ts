// What the admin sends for an FAQ entry: the same schema checks the form and the server.
import { z } from 'zod';
import { FAQ_LIMITS, normalizeQuestion } from '../chatbot';
import { languageField, multiLineText, requiredSingleLine, singleLineText } from './fields';

// an empty text is left to the field's own "required" message
const hasWords = (value: string) => value === '' || normalizeQuestion(value) !== '';

/** A list of short texts: trimmed, empties dropped, each with letters or digits, repeats removed. */
const phraseList = (options: { max: number; each: number; noun: string }) =>
  z
    .array(
      singleLineText().trim().max(options.each, `Keep each ${options.noun} under ${options.each} characters`),
    )
    .default([])
    .transform((items) => items.filter((item) => item !== ''))
    .refine((items) => items.every(hasWords), `Each ${options.noun} needs letters or digits`)
    .refine((items) => items.length <= options.max, `Use at most ${options.max} ${options.noun}s`)
    .transform((items) => [...new Map(items.map((item) => [normalizeQuestion(item), item])).values()]);

/** POST /api/admin/chatbot/faqs and PUT /api/admin/chatbot/faqs/:id. */
export const faqInputSchema = z.object({
  question: requiredSingleLine('Question is required')
    .max(FAQ_LIMITS.question, `Keep the question under ${FAQ_LIMITS.question} characters`)
    .refine(hasWords, 'The question needs letters or digits'),
  keywords: phraseList({ max: FAQ_LIMITS.keywords, each: FAQ_LIMITS.keyword, noun: 'keyword' }),
  phrasings: phraseList({ max: FAQ_LIMITS.phrasings, each: FAQ_LIMITS.phrasing, noun: 'phrasing' }),
  answer: multiLineText({ error: 'Answer is required' })
    .trim()
    .min(1, 'Answer is required')
    .max(FAQ_LIMITS.answer, `Keep the answer under ${FAQ_LIMITS.answer.toLocaleString('en-US')} characters`),
  language: languageField.default('en'),
});
export type FaqInput = z.output<typeof faqInputSchema>;
