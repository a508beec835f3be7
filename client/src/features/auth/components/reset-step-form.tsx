// What the password reset steps share: where the reset stands (the flow), the way back to a step and
// sending a reset code (step 1, and "send a new code" in step 2). Each step's form is an AuthForm.

import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { useRequestResetCode } from '../api/request-reset-code';
import type { ResetStep } from './reset-step-indicator';
import { resetFailToast, resetText } from './reset-texts';

type ResetState = { step: ResetStep; email: string; code: string };

/** The reset so far (the email it is for, the verified code) and the move to another step. */
export type ResetFlow = ResetState & {
  goTo: (step: ResetStep, found?: Partial<Pick<ResetState, 'email' | 'code'>>) => void;
};

export const useResetFlow = (): ResetFlow => {
  const [state, setState] = useState<ResetState>({ step: 'email', email: '', code: '' });
  return { ...state, goTo: (step, found) => setState((now) => ({ ...now, ...found, step })) };
};

/** A step's way back to an earlier one (another email, the code again). */
export const BackToStep = ({
  onBack,
  label,
  className,
}: {
  onBack: () => void;
  label: string;
  className: string;
}) => (
  <Button variant="ghost" size="sm" onClick={onBack} className={className}>
    <ArrowLeft aria-hidden="true" />
    {label}
  </Button>
);

/**
 * POST /api/auth/forgot-password: `send(email, sentToast, onSent)` shows `sentToast` as a success and
 * calls `onSent` once the code is on its way, or shows why it is not.
 */
export const useSendResetCode = () => {
  const request = useRequestResetCode();
  const send = (email: string, sentToast: { title: string; description: string }, onSent?: () => void) =>
    request.mutate(
      { email },
      {
        onSuccess: () => {
          toast({ ...sentToast, variant: 'success' });
          onSent?.();
        },
        onError: (error) => resetFailToast(error, resetText('sendFailed')),
      },
    );
  return { send, isPending: request.isPending };
};
