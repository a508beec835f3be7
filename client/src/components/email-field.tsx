// The email field of the sign-in, sign-up, password reset and contact forms: the phone's email keyboard,
// no capitals or spelling fixes, the browser's saved address. Used inside a Form.

import { FormFieldItem } from '@/components/ui/form';
import { Input } from '@/components/ui/input';

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
