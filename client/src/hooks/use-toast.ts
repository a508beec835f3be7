// One toast at a time (spec section 4): a new toast replaces the current one; each stays 5 s.

import { TOAST_DURATION_MS } from '@domain/constants';
import { useSyncExternalStore } from 'react';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  duration?: number;
};
export type ToastState = ToastInput & { id: number; open: boolean };

let current: ToastState | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const toast = (input: ToastInput) => {
  current = { duration: TOAST_DURATION_MS, variant: 'default', ...input, id: nextId++, open: true };
  emit();
  return current.id;
};

/** Dismissed toasts close (animate out), then are removed. */
export const dismissToast = (id?: number) => {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = { ...current, open: false };
  emit();
  const closing = current.id;
  setTimeout(() => {
    if (current?.id === closing) {
      current = null;
      emit();
    }
  }, 200);
};

// The Toaster says when a toast is on screen: its code loads lazily and a busy phone may take a while
// to paint it, so a page about to leave after a toast (redirects.ts) counts its 500 ms from then.
let lastShownId = 0;
const shownWaiters = new Map<number, () => void>();

/** Called by the Toaster once the toast with this id is on screen. */
export const markToastShown = (id: number) => {
  lastShownId = Math.max(lastShownId, id);
  shownWaiters.get(id)?.();
  shownWaiters.delete(id);
};

/** Resolves once the toast with this id has been on screen. */
export const toastShown = (id: number) =>
  id <= lastShownId ? Promise.resolve() : new Promise<void>((resolve) => shownWaiters.set(id, resolve));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useToastState = () =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
