// The password reset's progress: Email -> Verify code -> New password.

import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

export type ResetStep = 'email' | 'code' | 'password' | 'done';

const STEPS: ReadonlyArray<{ step: Exclude<ResetStep, 'done'>; label: string }> = [
  { step: 'email', label: 'Email' },
  { step: 'code', label: 'Verify code' },
  { step: 'password', label: 'New password' },
];

export const ResetStepIndicator = ({ current }: { current: ResetStep }) => {
  const index = current === 'done' ? STEPS.length : STEPS.findIndex((s) => s.step === current);
  return (
    <nav aria-label="Password reset progress" className="mb-7">
      <ol className="grid grid-cols-3 gap-2">
        {STEPS.map(({ step, label }, i) => {
          const done = i < index;
          const active = i === index;
          return (
            <li key={step} aria-current={active ? 'step' : undefined}>
              <span
                aria-hidden="true"
                className={cn(
                  'block h-1.5 rounded-full transition-colors',
                  done ? 'bg-primary' : active ? 'bg-accent' : 'bg-border',
                )}
              />
              <span
                className={cn(
                  'mt-2 flex items-center gap-1.5 text-xs font-semibold sm:text-sm',
                  active || done ? 'text-foreground' : 'text-muted-foreground',
                )}
              >
                {done ? (
                  <Check aria-hidden="true" className="size-3.5 text-primary" />
                ) : (
                  <span aria-hidden="true">{i + 1}.</span>
                )}
                {label}
                {done ? <span className="sr-only"> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
};
