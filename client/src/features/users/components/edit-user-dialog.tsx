// Edit User: first name, last name and email (PATCH /api/admin/users/{id}); toasts 'User updated' or
// the server's message / 'Failed to update user'. A 409 (email taken) is shown beside the email field too.

import type { AdminUserDto } from '@domain/api-types';
import { fieldFor } from '@/components/ui/form';
import { FormDialog, type ItemDialogProps, mountedForItem } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { ApiError, errorMessage } from '@/lib/api';
import { useUpdateUser } from '../api/admin-users';
import { type EditUserOutput, type EditUserValues, editUserSchema } from '../lib/edit-user-schema';
import { fullName } from '../lib/user-list';

const Field = fieldFor<EditUserValues>();

const EditUserForm = ({ item: user, onOpenChange }: ItemDialogProps<AdminUserDto>) => {
  const update = useUpdateUser();
  const form = useZodForm(editUserSchema, {
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email },
  });

  const onValid = async (values: EditUserOutput) => {
    try {
      const saved = await update.mutateAsync({ id: user.id, patch: values });
      toast({
        title: 'User updated',
        description: `${fullName(saved ?? { ...user, ...values })}'s details were saved.`,
        variant: 'success',
      });
      onOpenChange(false);
    } catch (error) {
      const message = errorMessage(error, 'Failed to update user');
      if (error instanceof ApiError && error.fieldErrors.email)
        form.setError('email', { message: error.fieldErrors.email });
      else if (error instanceof ApiError && error.status === 409) form.setError('email', { message });
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  };

  const textField = (name: keyof EditUserValues, label: string, type?: 'email') => (
    <Field
      name={name}
      label={label}
      render={(field) => (
        <Input {...field} type={type} inputMode={type} autoComplete="off" aria-required="true" />
      )}
    />
  );

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      form={form}
      onValid={onValid}
      idPrefix="edit-user"
      title="Edit User"
      description="Update the name and email address of this account."
      submitLabel="Save Changes"
      pendingLabel="Saving…"
      pending={update.isPending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {textField('firstName', 'First name')}
        {textField('lastName', 'Last name')}
      </div>
      {textField('email', 'Email', 'email')}
    </FormDialog>
  );
};

/** Open while there is a user to edit; each opening starts from that user's details. */
export const EditUserDialog = mountedForItem(EditUserForm, (user) => user.id);
