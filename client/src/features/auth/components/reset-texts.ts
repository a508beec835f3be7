// The password reset steps' toasts.

import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';

export const RESET_TEXT = {
  codeSent: 'Reset code sent',
  codeResent: 'New code sent',
  codeVerified: 'Code verified',
  codeVerifiedDescription: 'Now choose a new password.',
  resetDone: 'Password reset successful',
  resetDoneDescription: 'You can now sign in with your new password.',
  sendFailed: 'Failed to send reset code',
  resetFailed: 'Failed to reset password',
};

export const resetFailToast = (error: unknown, fallback: string) =>
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });
