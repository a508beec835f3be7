// Sending a booking, the same on the booking page and at the desk: one idempotency key per filled form
// (a double click or a retry after a lost answer gets the booking already made, not a second one), one
// request at a time, and one reading of a refusal. A 409 about the dates (taken between the check and
// the click) goes to `onDatesTaken` when the screen shows them; the 409s that refuse the booking itself
// (the room closed, too many unverified holds, an extra full on its day) and every other failure put the server's field messages
// beside their fields and go to `onFailed` (the screen's toast).

import { TOO_MANY_PENDING_MESSAGE } from '@domain/ledger';
import { MSG } from '@domain/messages';
import { useRef, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isAddOnRefusal } from '@/features/add-ons';
import { useIdempotencyKey } from '@/hooks/use-idempotency-key';
import { ApiError, isUnauthorized } from '@/lib/api';

/** The 409s that refuse the booking itself, not its dates: a toast, not the taken-dates panel. */
const NOT_ABOUT_THE_DATES: readonly string[] = [
  MSG.roomUnavailable,
  MSG.unverifiedNightsAccount,
  MSG.unverifiedNightsAddress,
  TOO_MANY_PENDING_MESSAGE,
];

/** A 409 that says the nights were just taken (its message, or the spec's default). */
export const datesTakenMessage = (error: unknown): string | null =>
  error instanceof ApiError &&
  error.status === 409 &&
  !NOT_ABOUT_THE_DATES.includes(error.serverMessage ?? '') &&
  // an extra full on its day refuses the extras, not the nights
  !isAddOnRefusal(error.serverMessage)
    ? (error.serverMessage ?? MSG.datesTaken)
    : null;

export const useBookingSubmit = <TValues extends FieldValues, TPayload, TResult>(options: {
  /** Sends the request with its idempotency key. */
  send: (payload: TPayload, idempotencyKey: string) => Promise<TResult>;
  /** The form's fields, in order: the server's messages for them show beside them. */
  fields: readonly Path<TValues>[];
  setError: UseFormSetError<TValues>;
  onBooked: (result: TResult) => void;
  onFailed: (error: unknown) => void;
  /** A signed-out guest (the booking page sends them to sign in); else it is a failure like any other. */
  onUnauthorized?: () => void;
  onDatesTaken?: (message: string) => void;
}) => {
  const idempotencyKeyFor = useIdempotencyKey();
  const sending = useRef(false);
  const [pending, setPending] = useState(false);

  const refused = (error: unknown) => {
    if (options.onUnauthorized && isUnauthorized(error)) return options.onUnauthorized();
    const taken = datesTakenMessage(error);
    if (taken !== null && options.onDatesTaken) return options.onDatesTaken(taken);
    if (error instanceof ApiError)
      for (const [field, message] of Object.entries(error.fieldErrors))
        if ((options.fields as readonly string[]).includes(field))
          options.setError(field as Path<TValues>, { type: 'server', message });
    options.onFailed(error);
  };

  const submit = async (payload: TPayload) => {
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    try {
      const result = await options.send(payload, idempotencyKeyFor(payload));
      options.onBooked(result);
    } catch (error) {
      refused(error);
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  return { submit, pending };
};
