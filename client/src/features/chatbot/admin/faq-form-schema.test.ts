import { describe, expect, it } from 'vitest';
import { faqFormSchema } from './faq-form-schema';

const values = {
  question: ' Is breakfast included? ',
  keywords: 'free breakfast, , Breakfast Included ,free breakfast!',
  phrasings: 'Do rooms come with breakfast?\n\n  Is there breakfast?  ',
  answer: 'Yes, for two.',
  language: 'en' as const,
};

describe('faqFormSchema', () => {
  it('splits keywords on commas and phrasings on lines, trimmed, empties and repeats dropped', () => {
    expect(faqFormSchema.parse(values)).toEqual({
      question: 'Is breakfast included?',
      keywords: ['free breakfast!', 'Breakfast Included'],
      phrasings: ['Do rooms come with breakfast?', 'Is there breakfast?'],
      answer: 'Yes, for two.',
      language: 'en',
    });
  });

  it("puts the server schema's messages on the form's fields", () => {
    const result = faqFormSchema.safeParse({ ...values, question: ' ', answer: '', keywords: '?!' });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [],
    );
    expect(byField).toEqual({
      question: 'Question is required',
      answer: 'Answer is required',
      keywords: 'Each keyword needs letters or digits',
    });
  });
});
