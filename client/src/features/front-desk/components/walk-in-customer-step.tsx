// Walk-in step 1, 'Walk-in Customer Registration': first name, last name and email, all required
// ('Please fill in all fields'). A returning guest's email finds their existing account.

import type { WalkInCustomerDto } from '@domain/api-types';
import { walkInCustomerSchema } from '@domain/schemas/staff';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { fieldFor, toastFirstError } from '@/components/ui/form';
import { FormDialogBody } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/hooks/use-zod-form';
import { showActionError, showSuccess } from '@/lib/notify';
import { useRegisterWalkInCustomer } from '../api/register-walk-in-customer';
import { WALK_IN_TEXT } from '../lib/action-messages';

export type CustomerValues = z.input<typeof walkInCustomerSchema>;

const Field = fieldFor<CustomerValues>();
type CustomerOutput = z.output<typeof walkInCustomerSchema>;

export const WalkInCustomerStep = ({
  steps,
  initial,
  onCancel,
  onRegistered,
}: {
  /** The dialog's step indicator. */
  steps: ReactNode;
  initial: CustomerValues;
  onCancel: () => void;
  onRegistered: (customer: WalkInCustomerDto, values: CustomerValues) => void;
}) => {
  const registration = useRegisterWalkInCustomer();
  const form = useZodForm(walkInCustomerSchema, {
    defaultValues: initial,
  });

  const onValid = async (values: CustomerOutput) => {
    try {
      const customer = await registration.mutateAsync(values);
      showSuccess(WALK_IN_TEXT.registered);
      onRegistered(customer, values);
    } catch (error) {
      showActionError(error, WALK_IN_TEXT.registerFailed);
    }
  };

  return (
    <FormDialogBody
      form={form}
      onValid={onValid}
      onInvalid={toastFirstError(['firstName', 'lastName', 'email'])}
      idPrefix="walk-in"
      aside={steps}
      title="Walk-in Customer Registration"
      description="Step 1 of 2: register the guest at the desk."
      submitLabel={
        <>
          Register &amp; Continue <ArrowRight aria-hidden="true" />
        </>
      }
      pendingLabel="Registering..."
      pending={registration.isPending}
      onCancel={onCancel}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="firstName"
          label="First name"
          render={(field) => <Input {...field} autoComplete="off" maxLength={80} autoFocus />}
        />
        <Field
          name="lastName"
          label="Last name"
          render={(field) => <Input {...field} autoComplete="off" maxLength={80} />}
        />
      </div>
      <Field
        name="email"
        label="Email"
        render={(field) => <Input {...field} type="email" autoComplete="off" inputMode="email" />}
      />
      <p className="text-xs text-muted-foreground">
        A returning guest’s email finds their existing account. New guests can set a password later with
        Forgot Password.
      </p>
    </FormDialogBody>
  );
};
