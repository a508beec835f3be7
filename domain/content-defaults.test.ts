// isContentAtDefault: the one rule the content page's marks and the go-live checklist share.
import { describe, expect, it } from 'vitest';
import { CONTENT_DEFAULTS, isContentAtDefault } from './content';

describe('isContentAtDefault', () => {
  it('is true for a key never saved, saved blank, or saved with the built-in words', () => {
    expect(isContentAtDefault('gcash_number', undefined)).toBe(true);
    expect(isContentAtDefault('gcash_number', '  \n ')).toBe(true);
    expect(isContentAtDefault('gcash_number', CONTENT_DEFAULTS.gcash_number.content)).toBe(true);
    expect(isContentAtDefault('gcash_number', ` ${CONTENT_DEFAULTS.gcash_number.content} `)).toBe(true);
    expect(isContentAtDefault('about_us', CONTENT_DEFAULTS.about_us.content)).toBe(true);
  });

  it('is false once the text is the resort’s own', () => {
    expect(isContentAtDefault('gcash_number', '0918 222 3344')).toBe(false);
    expect(isContentAtDefault('check_in_time', '2:00 PM')).toBe(false);
  });
});
