// The FAQ matcher's rules, without a database: normalising, keywords, phrasing overlap, typos, ties.
import { normalizeQuestion } from '@domain/chatbot';
import { describe, expect, it } from 'vitest';
import { type FaqEntry, indexFaq, matchFaq } from './faq-match';
import { roomsNamedIn } from './intents/named-rooms';

const entry = (id: string, fields: Partial<FaqEntry>): FaqEntry => ({
  id,
  question: '',
  keywords: [],
  phrasings: [],
  answer: `answer ${id}`,
  language: 'en',
  ...fields,
});

const faq = indexFaq([
  entry('breakfast', { question: 'Is breakfast included?', keywords: ['free breakfast'] }),
  entry('pets', { question: 'Are pets allowed?', keywords: ['dog', 'cat'] }),
  entry('almusal', { question: 'Kasama ba ang almusal?', language: 'fil' }),
  entry('spa', { question: 'Do you have a spa?', phrasings: ['Can I book a massage?'] }),
]);
const answerTo = (message: string) => matchFaq(faq, message)?.entry.id ?? null;

describe('normalizeQuestion', () => {
  it('drops case, accents and punctuation', () => {
    expect(normalizeQuestion('  Café — OPEN?!  ')).toBe('cafe open');
    expect(normalizeQuestion('¿Almusál… ba?')).toBe('almusal ba');
    expect(normalizeQuestion('?!')).toBe('');
  });
});

describe('matchFaq', () => {
  it('matches the question in any case or punctuation, and a phrasing', () => {
    expect(answerTo('IS BREAKFAST INCLUDED')).toBe('breakfast');
    expect(answerTo('can i book a massage??')).toBe('spa');
    expect(answerTo('kasama ba ang almusal')).toBe('almusal');
  });

  it('matches a keyword only with all its words, plural or not', () => {
    expect(answerTo('Is there free breakfast for kids?')).toBe('breakfast');
    expect(answerTo('We travel with two dogs')).toBe('pets');
    expect(answerTo('is it free to park')).toBeNull();
  });

  it('reads a misspelt word as the FAQ word it is one edit from, but not short words', () => {
    expect(answerTo('is brekfast includd')).toBe('breakfast');
    expect(answerTo('do you have a spy')).toBeNull();
  });

  it('needs most meaningful words shared: a long message about other things does not match', () => {
    expect(answerTo('what time does the breakfast buffet at the restaurant open tomorrow')).toBeNull();
    expect(answerTo('What time is check-in?')).toBeNull();
  });

  it('prefers a keyword hit, then the older entry among equals', () => {
    const index = indexFaq([
      entry('first', { question: 'Late checkout?' }),
      entry('second', { question: 'Late checkout?' }),
      entry('keyword', { question: 'Something else', keywords: ['checkout'] }),
    ]);
    expect(matchFaq(index, 'late checkout?')?.entry.id).toBe('keyword');
    expect(
      matchFaq(indexFaq(index.entries.slice(0, 2).map((e) => e.entry)), 'late checkout?')?.entry.id,
    ).toBe('first');
  });

  it('answers nothing with an empty FAQ or an empty message', () => {
    expect(matchFaq(indexFaq([]), 'Is breakfast included?')).toBeNull();
    expect(answerTo('   ?!  ')).toBeNull();
  });
});

describe('roomsNamedIn', () => {
  const rooms = [{ name: 'Sunset Suite' }, { name: 'Deluxe Room' }, { name: 'Premier Deluxe Room' }];
  const named = (message: string) => roomsNamedIn(message, rooms).map((room) => room.name);

  it('finds a room by its whole name, or without the last word "room" when two words are left', () => {
    expect(named('How much is the SUNSET suite per night?')).toEqual(['Sunset Suite']);
    expect(named('is the premier deluxe free?')).toEqual(['Premier Deluxe Room']);
    expect(named('do you have deluxe rooms')).toEqual([]);
  });

  it('counts a name inside a longer named one only as the longer room', () => {
    expect(named('premier deluxe room or sunset suite?')).toEqual(['Sunset Suite', 'Premier Deluxe Room']);
    expect(named('the deluxe room please')).toEqual(['Deluxe Room']);
  });
});
