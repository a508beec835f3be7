// The gate's texts in the page's language (Filipino: lib/i18n/messages/fil/gate.ts), and the server's and
// the form's English sentences it knows shown in that language too.
import { COTTAGE_NOT_FREE, DAY_VISIT_FULL, INFANTS_MESSAGE } from '@domain/schemas/day-visits';
import { GATE_MESSAGES } from '@domain/schemas/gate';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { defineMessages } from '@/lib/i18n';
import english from '@/lib/i18n/messages/en/gate';
import { translateMessage } from '@/lib/i18n/validation';
import { wasReported } from '@/lib/query-client';

export const useGateText = defineMessages('gate', english);
export type GateT = ReturnType<typeof useGateText>['t'];

const KEY_OF_MESSAGE = new Map<string, string>([
  [GATE_MESSAGES.method, 'errors.method'],
  [GATE_MESSAGES.adults, 'errors.adults'],
  [GATE_MESSAGES.kids, 'errors.kids'],
  [INFANTS_MESSAGE, 'errors.infants'],
  [COTTAGE_NOT_FREE, 'errors.cottageTaken'],
  [DAY_VISIT_FULL, 'errors.full'],
]);

/** A known sentence in the page's language (the gate's own, or the shared validation ones). */
export const gateMessage = (t: GateT, message: string) => {
  const key = KEY_OF_MESSAGE.get(message);
  return key ? t(key) : translateMessage(message);
};

/** A failed action's toast: the server's sentence in the page's language, else the action's fallback. */
export const showGateError = (t: GateT, error: unknown, fallback: string) => {
  if (wasReported(error)) return;
  toast({
    title: translateMessage('Error'),
    description: gateMessage(t, errorMessage(error, fallback)),
    variant: 'destructive',
  });
};
