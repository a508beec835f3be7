// Who is coming and what a night may cost, as a guest writes it in English or Filipino.
import { COUNT, countOf, normalize } from './normalize';

export type Party = { adults?: number; kids?: number; guests?: number };

const countBefore = (text: string, nouns: string): number | undefined => {
  const match = new RegExp(`\\b${COUNT}\\s+(?:${nouns})\\b`).exec(text);
  const count = match ? countOf(match[1]) : 0;
  return count > 0 ? count : undefined;
};

/** "2 adults and 1 kid", "family of 4", "4 pax", "for a couple": who is coming, or null. */
export const parseParty = (message: string): Party | null => {
  const text = normalize(message);
  const adults = countBefore(text, 'adults?|grown[- ]?ups?|matanda');
  const kids = countBefore(text, 'kids?|child(?:ren)?|minors?|toddlers?|infants?|babies|baby|bata|anak');
  if (adults !== undefined || kids !== undefined) return { adults, kids };
  const guests =
    countBefore(text, 'guests?|people|persons?|pax|of us|heads|katao|tao|bisita') ??
    countOf(/\b(?:family|group|party) of (\d{1,2}|[a-z]+)\b/.exec(text)?.[1]);
  if (guests) return { guests };
  if (
    /\b(couple|honeymoon|two of us|my (wife|husband|partner|girlfriend|boyfriend) and i|mag-?asawa)\b/.test(
      text,
    )
  )
    return { adults: 2 };
  if (/\b(solo|just me|only me|myself|alone|one person)\b/.test(text)) return { adults: 1 };
  return null;
};

/** How many people in all; a party always has at least one adult. */
export const partySize = (party: Party): number =>
  party.guests ?? Math.max(party.adults ?? 1, 1) + (party.kids ?? 0);

/**
 * The party a price is quoted for, extra guests' charges included (docs/pricing.md): a bare head count is
 * priced as adults, the most it can cost, so the booking never asks more than the answer said. None
 * asked: the room alone.
 */
export const pricedParty = (party: Party | null): { adults: number; kids: number } | undefined => {
  if (!party) return undefined;
  if (party.guests !== undefined) return { adults: party.guests, kids: 0 };
  return { adults: Math.max(party.adults ?? 1, 1), kids: party.kids ?? 0 };
};

/** "under 5,000", "below ₱10k", "budget of 8000 pesos": the most a night may cost, in pesos. */
export const parseMaxPrice = (message: string): number | undefined => {
  const text = normalize(message);
  const match =
    /\b(?:under|below|less than|cheaper than|max(?:imum)?|budget(?: is| of)?|up to|not more than|within)\s*(?:₱|php|p|pesos?)?\s*(\d[\d,]*(?:\.\d+)?)\s*(k\b)?/.exec(
      text,
    );
  if (!match?.[1]) return undefined;
  const amount = Number(match[1].replace(/,/g, '')) * (match[2] ? 1000 : 1);
  return Number.isFinite(amount) && amount >= 100 ? amount : undefined;
};
