// The fields and button every auth form shares: the email field, a password field with its show/hide
// toggle, and the full-width submit button that says when it is working. Used inside a Form.

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormFieldItem } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { PasswordInput } from './password-input';

export const EmailField = ({ name = 'email' }: { name?: string }) => (
  <FormFieldItem
    name={name}
    label="Email"
    render={(field) => (
      <Input
        {...field}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="you@example.com"
        aria-required="true"
      />
    )}
  />
);

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
