import { describe, expect, it } from 'vitest';
import { isBlankHtml } from './about';

describe('isBlankHtml', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['<p></p>', true],
    ['<p>&nbsp;</p><br />', true],
    ['<ul><li> </li></ul>', true],
    ['<p>Family-run</p>', false],
    ['<a href="/rooms">Rooms</a>', false],
    ['plain text', false],
  ])('%j is blank: %s', (html, blank) => {
    expect(isBlankHtml(html)).toBe(blank);
  });
});
