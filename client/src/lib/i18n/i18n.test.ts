// The browser's translator (i18n.ts): what i18next did for these pages, with the message files' own texts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n';
import { applyLanguage } from './language';

const ns = 'translator-test';
i18n.addResourceBundle('en', ns, {
  greeting: 'Hello, {{name}}!',
  nested: { deeper: { text: 'Deep' } },
  nights_one: '{{count}} night',
  nights_other: '{{count}} nights',
  onlyEnglish: 'English only',
  words: { amount: 'Amount', method: 'Method' },
});
i18n.addResourceBundle('fil', ns, {
  greeting: 'Kumusta, {{name}}!',
  nested: { deeper: { text: 'Malalim' } },
  nights_one: '{{count}} gabi',
  nights_other: '{{count}} na gabi',
  words: { amount: 'Halaga', method: 'Paraan' },
});

afterEach(async () => {
  await applyLanguage('en');
});

describe('the translator', () => {
  it('reads nested keys and fills in {{variables}}, leaving one it was not given as it is', () => {
    expect(i18n.t('nested.deeper.text', { ns })).toBe('Deep');
    expect(i18n.t('greeting', { ns, name: 'Ana' })).toBe('Hello, Ana!');
    expect(i18n.t('greeting', { ns })).toBe('Hello, {{name}}!');
  });

  it("reads another namespace's text written 'namespace:key'", () => {
    expect(i18n.t(`${ns}:nested.deeper.text`, { ns: 'common' })).toBe('Deep');
  });

  it('answers the key itself for a text it does not have, or for a group asked as a text', () => {
    expect(i18n.t('missing.key', { ns })).toBe('missing.key');
    expect(i18n.t('greeting', { ns: 'no-such-namespace' })).toBe('greeting');
    expect(i18n.t('words', { ns })).toBe('words');
    expect(i18n.t('toString', { ns, returnObjects: true })).toBe('toString');
  });

  it('gives a group of texts as it is with returnObjects', () => {
    expect(i18n.t('words', { ns, returnObjects: true })).toEqual({ amount: 'Amount', method: 'Method' });
  });

  it("picks the plural form by the language's own rules", async () => {
    expect(i18n.t('nights', { ns, count: 1 })).toBe('1 night');
    expect(i18n.t('nights', { ns, count: 0 })).toBe('0 nights');
    expect(i18n.t('nights', { ns, count: 4 })).toBe('4 nights');
    await i18n.changeLanguage('fil');
    // Filipino (CLDR): "one" for 1, 2, 3, 5, 7, 8, ...; "other" for numbers ending in 4, 6 or 9
    expect(i18n.t('nights', { ns, count: 2 })).toBe('2 gabi');
    expect(i18n.t('nights', { ns, count: 4 })).toBe('4 na gabi');
  });

  it('shows the chosen language, English where it has no text, and tells the components', async () => {
    const listener = vi.fn();
    const stop = i18n.subscribe(listener);
    await i18n.changeLanguage('fil');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('fil');
    expect(i18n.t('greeting', { ns, name: 'Ana' })).toBe('Kumusta, Ana!');
    expect(i18n.t('onlyEnglish', { ns })).toBe('English only');
    await i18n.changeLanguage('fil');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    await i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("loads a namespace's Filipino file when the page switches to Filipino", async () => {
    expect(i18n.t('nav.rooms', { ns: 'common' })).toBe('nav.rooms'); // English registers with its module
    await applyLanguage('fil');
    expect(i18n.t('nav.rooms', { ns: 'common' })).toBe('Mga Kuwarto');
  });
});
