// The lookup the landing's search widget uses, without the 'validation' namespace's English loaded (that
// registers with lib/i18n/validation.ts, which the landing does not ship).
import { MSG_SEARCH } from '@domain/messages-core';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { translatorOf } from './known-message';
import { applyLanguage } from './language';

const translate = translatorOf(MSG_SEARCH);

afterEach(async () => {
  await applyLanguage('en');
});

describe('translatorOf', () => {
  it('gives a known text as it is in English, even before the English namespace is registered', () => {
    expect(translate(MSG_SEARCH.checkinInPast)).toBe('Check-in date cannot be in the past');
  });

  it('gives the Filipino text on a Filipino page, and null for a text not in its table', async () => {
    await applyLanguage('fil');
    const filipino = translate(MSG_SEARCH.checkinInPast);
    expect(filipino).toBeTruthy();
    expect(filipino).not.toBe(MSG_SEARCH.checkinInPast);
    expect(filipino).toBe(i18n.t('checkinInPast', { ns: 'validation' }));
    expect(translate('Something else')).toBeNull();
  });
});
