// A visitor who fills the booking form is sent to /login; what they entered (never the card) and the extras
// they picked wait in sessionStorage under the room's id and fill the form again once they come back signed in.
import { ADD_ON_LIMITS } from '@domain/add-ons';
import type { AddOnChoice } from '@/features/add-ons';

import type { BookingDraftValues, BookingFormValues } from './booking-form';
import { BOOKING_FIELD_ORDER, CARD_FIELDS, draftValues } from './booking-form';

/** A draft older than this is a forgotten one, not a booking in progress. */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** What a draft may hold: every field of the form but the card's. */
const DRAFT_FIELDS = BOOKING_FIELD_ORDER.filter(
  (field): field is keyof BookingDraftValues => !(CARD_FIELDS as readonly string[]).includes(field),
);

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const draftKey = (roomId: string) => `casa-alon:booking-draft:${roomId}`;

// A draft only saves the guest some typing, so storage that is blocked, full or broken is passed over.
const quietly = <T>(use: () => T, fallback: T): T => {
  try {
    return use();
  } catch {
    return fallback;
  }
};

/** The browser's sessionStorage, or null where it is blocked (private modes, sandboxed frames). */
export const sessionStore = (): StorageLike | null =>
  quietly(() => (typeof window === 'undefined' ? null : window.sessionStorage), null);

export const saveBookingDraft = (
  storage: StorageLike | null,
  roomId: string,
  values: BookingFormValues,
  options: { extras?: readonly AddOnChoice[]; now?: number } = {},
) => {
  const { extras = [], now = Date.now() } = options;
  const draft = { savedAt: now, values: draftValues(values), extras };
  quietly(() => storage?.setItem(draftKey(roomId), JSON.stringify(draft)), undefined);
};

/** The draft's fields if `raw` is a fresh and well-formed draft. */
const parseDraft = (raw: string, now: number): Partial<BookingDraftValues> | null => {
  const parsed = JSON.parse(raw) as { savedAt?: unknown; values?: unknown };
  if (typeof parsed.savedAt !== 'number' || now - parsed.savedAt > DRAFT_MAX_AGE_MS) return null;
  if (!parsed.values || typeof parsed.values !== 'object') return null;
  const source = parsed.values as Record<string, unknown>;
  const draft: Partial<BookingDraftValues> = {};
  for (const field of DRAFT_FIELDS) {
    const value = source[field];
    if (typeof value === 'string') draft[field] = value.slice(0, 2000);
  }
  return Object.keys(draft).length ? draft : null;
};

/** Reads a draft that is fresh and well formed; anything else counts as none. */
export const readBookingDraft = (storage: StorageLike | null, roomId: string, now: number = Date.now()) => {
  const raw = quietly(() => storage?.getItem(draftKey(roomId)) ?? null, null);
  return raw ? quietly(() => parseDraft(raw, now), null) : null;
};

const isChoice = (value: unknown): value is AddOnChoice => {
  const choice = value as AddOnChoice;
  return (
    typeof choice === 'object' &&
    choice !== null &&
    typeof choice.addOnId === 'string' &&
    choice.addOnId.length <= 64 &&
    Number.isInteger(choice.quantity) &&
    choice.quantity >= 1 &&
    choice.quantity <= ADD_ON_LIMITS.quantityMax &&
    typeof choice.day === 'string' &&
    choice.day.length <= 10
  );
};

/** The extras a fresh draft holds (the server checks them again when the booking is sent). */
export const readDraftExtras = (
  storage: StorageLike | null,
  roomId: string,
  now: number = Date.now(),
): AddOnChoice[] => {
  const raw = quietly(() => storage?.getItem(draftKey(roomId)) ?? null, null);
  if (!raw) return [];
  return quietly(() => {
    const parsed = JSON.parse(raw) as { savedAt?: unknown; extras?: unknown };
    if (typeof parsed.savedAt !== 'number' || now - parsed.savedAt > DRAFT_MAX_AGE_MS) return [];
    return Array.isArray(parsed.extras)
      ? parsed.extras.filter(isChoice).slice(0, ADD_ON_LIMITS.linesMax)
      : [];
  }, []);
};

export const clearBookingDraft = (storage: StorageLike | null, roomId: string) =>
  quietly(() => storage?.removeItem(draftKey(roomId)), undefined);

/** Reads the draft once and removes it, so it fills the form a single time. */
export const takeBookingDraft = (storage: StorageLike | null, roomId: string, now: number = Date.now()) => {
  const draft = readBookingDraft(storage, roomId, now);
  clearBookingDraft(storage, roomId);
  return draft;
};
