// The FAQ entry form: keywords typed comma-separated and phrasings one per line, then checked by the
// same schema as the server (domain/schemas/chatbot.ts), so the messages land on the same fields.

import { FAQ_LANGUAGES } from '@domain/chatbot';
import { faqInputSchema } from '@domain/schemas/chatbot';
import { z } from 'zod';

const splitOn = (separator: RegExp) => (text: string) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

export const faqFormSchema = z
  .object({
    question: z.string(),
    keywords: z.string().transform(splitOn(/,/)),
    phrasings: z.string().transform(splitOn(/\n/)),
    answer: z.string(),
    language: z.enum(FAQ_LANGUAGES),
  })
  // the server's schema, with its messages on the form's fields (a pipe would need identical input types)
  .transform((values, ctx) => {
    const parsed = faqInputSchema.safeParse(values);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });

export type FaqFormValues = z.input<typeof faqFormSchema>;
export type FaqFormOutput = z.output<typeof faqFormSchema>;
