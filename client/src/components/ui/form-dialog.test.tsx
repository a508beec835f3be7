// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormFieldItem } from './form';
import { FormDialog } from './form-dialog';
import { Input } from './input';

afterEach(cleanup);

const schema = z.object({ name: z.string().trim().min(1, 'Name is required') });
type Values = z.infer<typeof schema>;

const NameDialog = ({
  pending = false,
  error,
  onValid = () => {},
  onOpenChange = () => {},
}: {
  pending?: boolean;
  error?: string;
  onValid?: (values: Values) => void;
  onOpenChange?: (open: boolean) => void;
}) => {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '' } });
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      form={form}
      onValid={onValid}
      title="Rename"
      description="Give it a new name."
      submitLabel="Save"
      pendingLabel="Saving…"
      pending={pending}
      error={error}
      idPrefix="rename"
    >
      <FormFieldItem
        control={form.control}
        name="name"
        label="Name"
        render={(field) => <Input {...field} />}
      />
    </FormDialog>
  );
};

describe('FormDialog', () => {
  it('is a dialog named by its title and described by its description', () => {
    render(<NameDialog />);
    const dialog = screen.getByRole('dialog', { name: 'Rename' });
    expect(dialog).toHaveAccessibleDescription('Give it a new name.');
  });

  it('submits the parsed values', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<NameDialog onValid={onValid} />);
    await user.type(screen.getByLabelText('Name'), '  Reef  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Reef' });
  });

  it('does not submit an invalid form and shows the field message', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<NameDialog onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('Cancel asks to close', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<NameDialog onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('while pending: the buttons are disabled, the submit says so, and Escape does not close', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const onValid = vi.fn();
    render(<NameDialog pending onOpenChange={onOpenChange} onValid={onValid} />);
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).not.toHaveBeenCalled();
    // Enter in a field does not send it a second time
    await user.type(screen.getByLabelText('Name'), 'Reef{Enter}');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('shows a whole-form error in its own alert', () => {
    render(<NameDialog error="The server is busy. Please try again." />);
    expect(screen.getByRole('alert')).toHaveTextContent('The server is busy. Please try again.');
  });
});
