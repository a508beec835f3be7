// "Your name" for staff (admin, receptionist): the first and last name the site greets them with. A
// guest's profile stays read-only (spec section 2), so only the staff screens offer this. Loaded when
// the dialog first opens (edit-own-name-button.tsx): its form code stays off the visitors' pages.

import { type OwnNameInput, ownNameSchema } from '@domain/schemas/auth';
import type { z } from 'zod';
import { fieldFor } from '@/components/ui/form';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/hooks/use-zod-form';
import { showSuccess } from '@/lib/notify';
import type { AuthUser } from '../api/get-user';
import { useSaveOwnName } from '../api/save-own-name';

type Values = z.input<typeof ownNameSchema>;
const Field = fieldFor<Values>();

const OwnNameForm = ({ user, onOpenChange }: { user: AuthUser; onOpenChange: (open: boolean) => void }) => {
  const save = useSaveOwnName();
  const form = useZodForm(ownNameSchema, {
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  });
  const nameField = (name: keyof Values, label: string, autoComplete: string) => (
    <Field
      name={name}
      label={label}
      render={(field) => <Input {...field} autoComplete={autoComplete} aria-required="true" />}
    />
  );
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      form={form}
      idPrefix="own-name"
      title="Your name"
      description="The name the site greets you with and shows beside your work."
      submitLabel="Save name"
      pendingLabel="Saving…"
      pending={save.isPending}
      send={(values: OwnNameInput) => save.mutateAsync(values)}
      onSent={(saved) => showSuccess(`Your name is now ${saved.firstName} ${saved.lastName}.`)}
      failure="Failed to save your name"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {nameField('firstName', 'First name', 'given-name')}
        {nameField('lastName', 'Last name', 'family-name')}
      </div>
    </FormDialog>
  );
};

export default OwnNameForm;
