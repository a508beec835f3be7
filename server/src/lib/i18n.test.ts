// The translator's kept texts answer exactly as i18next does, and never keep a text asked with options.
import { describe, expect, it, vi } from 'vitest';
import { keepingPlainTexts, translator } from './i18n';

const speakerOf = translator({
  en: {
    facts: { room: 'Room', adults_one: '{{count}} adult', adults_other: '{{count}} adults' },
    hi: 'Hi {{name}}',
  },
  fil: {
    facts: { room: 'Kuwarto', adults_one: '{{count}} adulto', adults_other: '{{count}} na adulto' },
    hi: 'Kumusta {{name}}',
  },
});

describe('translator', () => {
  it('answers the same text every time, in each language, with and without options', () => {
    for (let i = 0; i < 3; i++) {
      expect(speakerOf('en').t('facts.room')).toBe('Room');
      expect(speakerOf('fil').t('facts.room')).toBe('Kuwarto');
      expect(speakerOf('en').t('facts.adults', { count: 1 })).toBe('1 adult');
      expect(speakerOf('en').t('facts.adults', { count: i + 2 })).toBe(`${i + 2} adults`);
      expect(speakerOf('fil').t('hi', { name: `Ana ${i}` })).toBe(`Kumusta Ana ${i}`);
    }
  });

  it('asks i18next once for a text without options, every time for one with options', () => {
    const t = vi.fn((key: string, options?: { name?: string }) =>
      options ? `${key}:${options.name}` : key.toUpperCase(),
    );
    // biome-ignore lint/suspicious/noExplicitAny: a stand-in for i18next's TFunction
    const kept = keepingPlainTexts(t as any);
    expect([kept('a'), kept('a'), kept('b')]).toEqual(['A', 'A', 'B']);
    expect(t).toHaveBeenCalledTimes(2);
    expect([kept('a', { name: 'x' }), kept('a', { name: 'y' })]).toEqual(['a:x', 'a:y']);
    expect(t).toHaveBeenCalledTimes(4);
  });
});
