// Edit User: first name, last name and email (PATCH /api/admin/users/{id}); toasts 'User updated' or
// the server's message / 'Failed to update user'. A 409 (email taken) is shown beside the email field too.

import type { AdminUserDto } from '@domain/api-types';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { ApiError, errorMessage } from '@/lib/api';
import { useUpdateUser } from './api';
import { type EditUserOutput, type EditUserValues, editUserSchema } from './edit-user-schema';
import { fullName } from './user-list';

export const EditUserDialog = ({
  user,
  onOpenChange,
}: {
  user: AdminUserDto | null;
  onOpenChange: (open: boolean) => void;
}) => (
  <Dialog open={Boolean(user)} onOpenChange={onOpenChange}>
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Edit User</DialogTitle>
        <DialogDescription>Update the name and email address of this account.</DialogDescription>
      </DialogHeader>
      {user ? <EditUserForm key={user.id} user={user} onDone={() => onOpenChange(false)} /> : null}
    </DialogContent>
  </Dialog>
);

const EditUserForm = ({ user, onDone }: { user: AdminUserDto; onDone: () => void }) => {
  const update = useUpdateUser();
  const form = useForm<EditUserValues, unknown, EditUserOutput>({
    resolver: zodResolver(editUserSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email },
  });
  const { errors } = form.formState;

  const onValid = async (values: EditUserOutput) => {
    if (update.isPending) return;
    try {
      const saved = await update.mutateAsync({ id: user.id, patch: values });
      toast({
        title: 'User updated',
        description: `${fullName(saved ?? { ...user, ...values })}'s details were saved.`,
        variant: 'success',
      });
      onDone();
    } catch (error) {
      const message = errorMessage(error, 'Failed to update user');
      if (error instanceof ApiError && error.fieldErrors.email)
        form.setError('email', { message: error.fieldErrors.email });
      else if (error instanceof ApiError && error.status === 409) form.setError('email', { message });
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  };

  const field = (name: keyof EditUserValues, label: string, props: React.ComponentProps<'input'>) => {
    const id = `edit-user-${name}`;
    const error = errors[name]?.message;
    return (
      <Field id={id} label={label} error={error}>
        <Input
          id={id}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-required="true"
          {...props}
          {...form.register(name)}
        />
      </Field>
    );
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field('firstName', 'First name', { autoComplete: 'off' })}
        {field('lastName', 'Last name', { autoComplete: 'off' })}
      </div>
      {field('email', 'Email', { type: 'email', autoComplete: 'off', inputMode: 'email' })}
      <DialogFooter className="pt-1">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? (
            <>
              <Spinner className="size-4" label="Saving" /> Saving…
            </>
          ) : (
            'Save Changes'
          )}
        </Button>
      </DialogFooter>
    </form>
  );
};
