// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Input } from '@/components/ui/input';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormFieldItem,
  FormItem,
  FormLabel,
  FormMessage,
} from './form';

afterEach(cleanup);

const SHARED = 'Please enter your email and password';
const schema = z.object({
  email: z.string().min(1, SHARED),
  password: z.string().min(1, SHARED),
  nickname: z.string().max(3, 'At most 3 letters'),
});
type Values = z.infer<typeof schema>;

const TestForm = ({ sharedMessagesOnce = false }: { sharedMessagesOnce?: boolean }) => {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '', nickname: '' },
  });
  return (
    <Form form={form} idPrefix="t" sharedMessagesOnce={sharedMessagesOnce}>
      <form noValidate onSubmit={form.handleSubmit(() => {})}>
        <FormFieldItem
          control={form.control}
          name="email"
          label="Email"
          render={(field) => <Input {...field} />}
        />
        <FormFieldItem
          control={form.control}
          name="password"
          label="Password"
          render={(field) => <Input {...field} type="password" />}
        />
        {/* built from the pieces, with a description and a note of the caller's own */}
        <FormField
          control={form.control}
          name="nickname"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Nickname</FormLabel>
              <FormControl aria-describedby="extra-note">
                <Input {...field} />
              </FormControl>
              <FormDescription>Shown to other guests.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <p id="extra-note">Optional.</p>
        <button type="submit">Send</button>
      </form>
    </Form>
  );
};

describe('Form pieces', () => {
  it('ties each label to its control with the id <prefix>-<name>', () => {
    render(<TestForm />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('id', 't-email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('id', 't-password');
  });

  it('a valid field is aria-invalid=false and described by its description (plus what the caller adds)', () => {
    render(<TestForm />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-describedby');
    const nickname = screen.getByLabelText('Nickname');
    expect(nickname).toHaveAttribute('aria-describedby', 't-nickname-hint extra-note');
    expect(nickname).toHaveAccessibleDescription('Shown to other guests. Optional.');
  });

  it('a failed field is aria-invalid and described by its message, which replaces the description', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.type(screen.getByLabelText('Nickname'), 'Longer');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const nickname = screen.getByLabelText('Nickname');
    expect(nickname).toHaveAttribute('aria-invalid', 'true');
    expect(nickname).toHaveAttribute('aria-describedby', 't-nickname-error extra-note');
    expect(nickname).toHaveAccessibleDescription('At most 3 letters Optional.');
    expect(screen.queryByText('Shown to other guests.')).toBeNull();
    expect(document.getElementById('t-nickname-error')).toHaveAttribute('role', 'alert');
  });

  it('shows each field its own message by default, even when the words are the same', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getAllByText(SHARED)).toHaveLength(2);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-describedby', 't-password-error');
  });

  it('with sharedMessagesOnce, a shared sentence shows once under the first field and both point at it', async () => {
    const user = userEvent.setup();
    render(<TestForm sharedMessagesOnce />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getAllByText(SHARED)).toHaveLength(1);
    for (const label of ['Email', 'Password']) {
      const control = screen.getByLabelText(label);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAttribute('aria-describedby', 't-email-error');
      expect(control).toHaveAccessibleDescription(SHARED);
    }
    // once the first field is fixed, the second shows the sentence itself
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getAllByText(SHARED)).toHaveLength(1);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-describedby', 't-password-error');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
  });
});
