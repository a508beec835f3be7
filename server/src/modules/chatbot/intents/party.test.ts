import { describe, expect, it } from 'vitest';
import { parseMaxPrice, parseParty, partySize } from './party';

describe('parseParty', () => {
  it.each([
    ['2 adults and 1 kid', { adults: 2, kids: 1 }],
    ['two adults, three children', { adults: 2, kids: 3 }],
    ['family of 4', { guests: 4 }],
    ['we are 5 pax', { guests: 5 }],
    ['6 people', { guests: 6 }],
    ['for a couple', { adults: 2 }],
    ['just me', { adults: 1 }],
    ['para sa 4 na tao', { guests: 4 }],
    ['dalawang matanda at isang bata', { adults: 2, kids: 1 }],
    ['anim na bisita', { guests: 6 }],
    ['what time is check-in', null],
  ])('reads adults, kids and head counts: %j -> %j', (message, party) => {
    expect(parseParty(message)).toEqual(party);
  });

  it('counts at least one adult', () => {
    expect(partySize({ kids: 2 })).toBe(3);
    expect(partySize({ adults: 2, kids: 1 })).toBe(3);
    expect(partySize({ guests: 4 })).toBe(4);
  });
});

describe('parseMaxPrice', () => {
  it.each([
    ['rooms under 5,000', 5000],
    ['below ₱10k', 10000],
    ['budget of 8000 pesos', 8000],
    ['under php 7,500.50', 7500.5],
    ['rooms for 2', undefined],
  ])('reads a budget in pesos: %j -> %j', (message, pesos) => {
    expect(parseMaxPrice(message)).toBe(pesos);
  });
});
