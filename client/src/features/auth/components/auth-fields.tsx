// The field and button every auth form shares (the email field is components/email-field.tsx): a password
// field with its show/hide toggle, and the full-width submit button that says when it is working.

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormFieldItem } from '@/components/ui/form';
import { cn } from '@/lib/utils';
import { PasswordInput } from './password-input';

export const PasswordField = ({
  name,
  label,
  description,
  autoComplete,
}: {
  name: string;
  label: string;
  description?: string;
  autoComplete: 'new-password' | 'current-password';
}) => (
  <FormFieldItem
    name={name}
    label={label}
    description={description}
    render={(field) => <PasswordInput {...field} autoComplete={autoComplete} aria-required="true" />}
  />
);

export const AuthSubmitButton = ({
  pending,
  icon,
  label,
  pendingLabel,
  className,
}: {
  pending: boolean;
  icon: ReactNode;
  label: string;
  pendingLabel: string;
  className?: string;
}) => (
  <Button type="submit" size="lg" disabled={pending} className={cn('w-full', className)}>
    {icon}
    {pending ? pendingLabel : label}
  </Button>
);
