// The walk-in dialog (spec section 2): step 1 'Walk-in Customer Registration', step 2 'Create Booking'.
// Everything lives inside the open dialog, so closing it resets it to an empty step 1.

import type { ReservationDto, WalkInCustomerDto } from '@domain/api-types';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { DialogState } from '@/components/ui/form-dialog';
import { cn } from '@/lib/utils';
import { WalkInBookingStep } from './walk-in-booking-step';
import { type CustomerValues, WalkInCustomerStep } from './walk-in-customer-step';

const STEPS = ['Customer', 'Booking'] as const;

const StepIndicator = ({ step }: { step: 1 | 2 }) => (
  <ol className="flex items-center gap-2 text-xs font-semibold" aria-label="Walk-in steps">
    {STEPS.map((label, index) => {
      const number = index + 1;
      const done = number < step;
      const current = number === step;
      return (
        <li key={label} className="flex items-center gap-2" aria-current={current ? 'step' : undefined}>
          {index > 0 ? <span className="h-px w-6 bg-border" aria-hidden="true" /> : null}
          <span
            className={cn(
              'flex size-6 items-center justify-center rounded-full border',
              current && 'border-primary bg-primary text-primary-foreground',
              done && 'border-success bg-success text-white',
              !current && !done && 'border-border text-muted-foreground',
            )}
            aria-hidden="true"
          >
            {done ? <Check className="size-3.5" /> : number}
          </span>
          <span className={cn(current ? 'text-foreground' : 'text-muted-foreground')}>
            <span className="sr-only">Step {number}: </span>
            {label}
            {done ? <span className="sr-only"> (done)</span> : null}
          </span>
        </li>
      );
    })}
  </ol>
);

const EMPTY_CUSTOMER: CustomerValues = { firstName: '', lastName: '', email: '' };

const WalkInFlow = ({
  onClose,
  onBooked,
}: {
  onClose: () => void;
  onBooked: (reservation: ReservationDto) => void;
}) => {
  const [customer, setCustomer] = useState<WalkInCustomerDto | null>(null);
  const [customerValues, setCustomerValues] = useState<CustomerValues>(EMPTY_CUSTOMER);
  const step = customer ? 2 : 1;

  return (
    <DialogContent className={cn(step === 2 && 'sm:max-w-2xl')}>
      {customer ? (
        <WalkInBookingStep
          steps={<StepIndicator step={2} />}
          customer={customer}
          onBack={() => setCustomer(null)}
          onBooked={onBooked}
        />
      ) : (
        <WalkInCustomerStep
          steps={<StepIndicator step={1} />}
          initial={customerValues}
          onCancel={onClose}
          onRegistered={(registered, values) => {
            setCustomerValues(values);
            setCustomer(registered);
          }}
        />
      )}
    </DialogContent>
  );
};

type WalkInDialogProps = DialogState & { onBooked: (reservation: ReservationDto) => void };

export const WalkInDialog = ({ open, onOpenChange, onBooked }: WalkInDialogProps) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    {open ? (
      <WalkInFlow
        onClose={() => onOpenChange(false)}
        onBooked={(reservation) => {
          onOpenChange(false);
          onBooked(reservation);
        }}
      />
    ) : null}
  </Dialog>
);
