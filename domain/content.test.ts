import { describe, expect, it } from 'vitest';
import { CONTENT_DEFAULTS, hasFilipinoVersion, SAME_IN_EVERY_LANGUAGE, textIn } from './content';

const item = { title: 'Hero', content: 'Welcome', titleFil: '', contentFil: '' };

describe('textIn', () => {
  it('gives English readers the English whatever the Filipino says', () => {
    expect(textIn({ ...item, titleFil: 'Bati', contentFil: 'Mabuhay' }, 'en')).toEqual({
      title: 'Hero',
      content: 'Welcome',
      language: 'en',
    });
  });
  it('gives Filipino readers the Filipino version', () => {
    expect(textIn({ ...item, titleFil: 'Bati', contentFil: 'Mabuhay' }, 'fil')).toEqual({
      title: 'Bati',
      content: 'Mabuhay',
      language: 'fil',
    });
  });
  it('falls back to the English field by field, a blank Filipino counting as none', () => {
    expect(textIn({ ...item, contentFil: '  ' }, 'fil')).toEqual({
      title: 'Hero',
      content: 'Welcome',
      language: 'en',
    });
    expect(textIn({ ...item, titleFil: 'Bati' }, 'fil')).toEqual({
      title: 'Bati',
      content: 'Welcome',
      language: 'en',
    });
    expect(textIn({ ...item, contentFil: 'Mabuhay' }, 'fil')).toEqual({
      title: 'Hero',
      content: 'Mabuhay',
      language: 'fil',
    });
  });
});

describe('hasFilipinoVersion', () => {
  it('is false for the contact details, accounts and times only', () => {
    const keys = Object.keys(CONTENT_DEFAULTS);
    expect(keys.filter((key) => !hasFilipinoVersion(key)).sort()).toEqual([...SAME_IN_EVERY_LANGUAGE].sort());
    expect(hasFilipinoVersion('about_us')).toBe(true);
    expect(hasFilipinoVersion('payment_policy')).toBe(true);
    expect(hasFilipinoVersion('contact_phone')).toBe(false);
  });
});
