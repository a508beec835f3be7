// The spec's texts, as the server sends them in English, shown in the page's language by their key.
import { COTTAGE_NOT_FREE, DAY_VISIT_FULL } from '@domain/schemas/day-visits';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from './language';
import { translateMessage } from './validation';

afterEach(async () => {
  await applyLanguage('en');
});

describe('translateMessage', () => {
  it("shows the server's refusal of a day visit in the page's language", async () => {
    expect(translateMessage(COTTAGE_NOT_FREE)).toBe('This cottage is not free on that day');
    await applyLanguage('fil');
    expect(translateMessage(COTTAGE_NOT_FREE)).toBe('Hindi bakante ang cottage na ito sa araw na iyon');
    expect(translateMessage(DAY_VISIT_FULL)).toBe('Kulang na ang puwesto sa araw na iyon');
  });
});
