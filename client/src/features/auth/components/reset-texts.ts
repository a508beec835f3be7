// The password reset steps' toasts, in the page's language (auth namespace, reset.toast.*).

import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import '../messages'; // registers the auth namespace's English

export type ResetToast =
  | 'codeSent'
  | 'codeResent'
  | 'codeVerified'
  | 'resetDone'
  | 'sendFailed'
  | 'resetFailed'
  | 'error';

/** A toast's words; `…Text` keys are the descriptions. */
export const resetText = (key: ResetToast | `${ResetToast}Text`, options?: Record<string, unknown>) =>
  i18n.t(`reset.toast.${key}`, { ns: 'auth', ...options });

/** A success toast: its title and the description under it. */
export const resetToast = (key: ResetToast, options?: Record<string, unknown>) => ({
  title: resetText(key),
  description: resetText(`${key}Text`, options),
});

export const resetFailToast = (error: unknown, fallback: string) =>
  toast({ title: resetText('error'), description: errorMessage(error, fallback), variant: 'destructive' });
