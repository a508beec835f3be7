// Walk-in step 1, 'Walk-in Customer Registration': first name, last name and email, all required
// ('Please fill in all fields'). A returning guest's email finds their existing account.

import type { WalkInCustomerDto } from '@domain/api-types';
import { walkInCustomerSchema } from '@domain/schemas/staff';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { showActionError, showSuccess } from '@/lib/notify';
import { useRegisterWalkInCustomer } from '../api/register-walk-in-customer';
import { WALK_IN_TEXT } from '../lib/action-messages';

export type CustomerValues = z.input<typeof walkInCustomerSchema>;
type CustomerOutput = z.output<typeof walkInCustomerSchema>;

export const WalkInCustomerStep = ({
  initial,
  onCancel,
  onRegistered,
}: {
  initial: CustomerValues;
  onCancel: () => void;
  onRegistered: (customer: WalkInCustomerDto, values: CustomerValues) => void;
}) => {
  const registration = useRegisterWalkInCustomer();
  const form = useForm<CustomerValues, unknown, CustomerOutput>({
    resolver: zodResolver(walkInCustomerSchema),
    defaultValues: initial,
  });
  const { errors } = form.formState;

  const onValid = async (values: CustomerOutput) => {
    if (registration.isPending) return;
    try {
      const customer = await registration.mutateAsync(values);
      showSuccess(WALK_IN_TEXT.registered);
      onRegistered(customer, values);
    } catch (error) {
      showActionError(error, WALK_IN_TEXT.registerFailed);
    }
  };

  const onInvalid = (invalid: typeof errors) => {
    const message = invalid.firstName?.message ?? invalid.lastName?.message ?? invalid.email?.message;
    if (message) toast({ title: 'Error', description: message, variant: 'destructive' });
  };

  const field = (name: keyof CustomerValues, label: string, props: React.ComponentProps<'input'>) => {
    const id = `walk-in-${name}`;
    const error = errors[name]?.message;
    return (
      <Field id={id} label={label} error={error}>
        <Input
          id={id}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          {...props}
          {...form.register(name)}
        />
      </Field>
    );
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field('firstName', 'First name', { autoComplete: 'off', maxLength: 80, autoFocus: true })}
        {field('lastName', 'Last name', { autoComplete: 'off', maxLength: 80 })}
      </div>
      {field('email', 'Email', { type: 'email', autoComplete: 'off', inputMode: 'email' })}
      <p className="text-xs text-muted-foreground">
        A returning guest’s email finds their existing account. New guests can set a password later with
        Forgot Password.
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={registration.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={registration.isPending}>
          {registration.isPending ? (
            <>
              <Spinner className="size-4" label="Registering customer" /> Registering...
            </>
          ) : (
            <>
              Register &amp; Continue <ArrowRight aria-hidden="true" />
            </>
          )}
        </Button>
      </div>
    </form>
  );
};
