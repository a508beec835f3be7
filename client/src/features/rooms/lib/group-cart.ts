// The guest's group cart: rooms added from the search results for one pair of dates, each with its own
// party, kept in sessionStorage (it survives signing in and a reload, not the tab). A room added for other
// dates starts a new cart: a group's rooms share their nights.
import { MAX_GROUP_ROOMS } from '@domain/booking-groups';
import { useSyncExternalStore } from 'react';

export type CartRoom = {
  roomId: string;
  name: string;
  /** The room's price per night as listed (the bar's estimate; the page prices each night). */
  basePrice: string;
  adults: number;
  kids: number;
};

export type GroupCart = { checkin: string; checkout: string; rooms: CartRoom[] };

const STORAGE_KEY = 'resort.group-cart';
const EMPTY: GroupCart = { checkin: '', checkout: '', rooms: [] };

let current: GroupCart | null = null;
const listeners = new Set<() => void>();

const storage = () => (typeof window === 'undefined' ? null : window.sessionStorage);

const isCart = (value: unknown): value is GroupCart =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as GroupCart).checkin === 'string' &&
  Array.isArray((value as GroupCart).rooms);

const read = (): GroupCart => {
  if (current) return current;
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null');
    current = isCart(parsed) ? { ...parsed, rooms: parsed.rooms.slice(0, MAX_GROUP_ROOMS) } : EMPTY;
  } catch {
    current = EMPTY;
  }
  return current;
};

const write = (next: GroupCart) => {
  current = next;
  try {
    if (next.rooms.length) storage()?.setItem(STORAGE_KEY, JSON.stringify(next));
    else storage()?.removeItem(STORAGE_KEY);
  } catch {
    // private mode or a full storage: the cart still lives for this page
  }
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export type AddResult = 'added' | 'restarted' | 'full';

export const groupCart = {
  read,
  /** Adds a room for these dates; other dates start the cart again with it; a full cart refuses. */
  add: (room: CartRoom, dates: { checkin: string; checkout: string }): AddResult => {
    const cart = read();
    const sameDates = cart.checkin === dates.checkin && cart.checkout === dates.checkout;
    if (!sameDates || cart.rooms.length === 0) {
      write({ ...dates, rooms: [room] });
      return sameDates || cart.rooms.length === 0 ? 'added' : 'restarted';
    }
    if (cart.rooms.some((r) => r.roomId === room.roomId)) return 'added';
    if (cart.rooms.length >= MAX_GROUP_ROOMS) return 'full';
    write({ ...cart, rooms: [...cart.rooms, room] });
    return 'added';
  },
  remove: (roomId: string) => {
    const cart = read();
    write({ ...cart, rooms: cart.rooms.filter((r) => r.roomId !== roomId) });
  },
  setParty: (roomId: string, party: { adults: number; kids: number }) => {
    const cart = read();
    write({ ...cart, rooms: cart.rooms.map((r) => (r.roomId === roomId ? { ...r, ...party } : r)) });
  },
  clear: () => write(EMPTY),
};

export const useGroupCart = (): GroupCart => useSyncExternalStore(subscribe, read, () => EMPTY);
