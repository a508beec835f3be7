// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { FormFieldItem } from './form';
import {
  type DialogSending,
  FormDialog,
  type ItemDialogProps,
  mountedForItem,
  mountedWhileOpen,
  sendAndClose,
} from './form-dialog';
import { Input } from './input';

vi.mock('@/hooks/use-toast', () => ({ toast: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(toast).mockClear();
});

const schema = z.object({ name: z.string().trim().min(1, 'Name is required') });
type Values = z.infer<typeof schema>;

const NameDialog = ({
  pending = false,
  error,
  onValid = () => {},
  sending,
  onOpenChange = () => {},
}: {
  pending?: boolean;
  error?: string;
  onValid?: (values: Values) => void;
  /** Sends through the dialog (send, onSent, failure) instead of onValid. */
  sending?: DialogSending<Values, { id: string }>;
  onOpenChange?: (open: boolean) => void;
}) => {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '' } });
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      form={form}
      {...(sending ?? { onValid })}
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

describe('FormDialog with send', () => {
  it('sends the valid values, then says so with the answer and closes', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async () => ({ id: 'r1' }));
    const onSent = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <NameDialog sending={{ send, onSent, failure: 'Failed to rename' }} onOpenChange={onOpenChange} />,
    );
    await user.type(screen.getByLabelText('Name'), ' Reef ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(send).toHaveBeenCalledWith({ name: 'Reef' });
    expect(onSent).toHaveBeenCalledWith({ id: 'r1' }, { name: 'Reef' });
  });

  it('stays open with the error toast when the request fails', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const send = vi.fn(() => Promise.reject(new TypeError('offline')));
    render(
      <NameDialog
        sending={{ send, onSent: vi.fn(), failure: 'Failed to rename' }}
        onOpenChange={onOpenChange}
      />,
    );
    await user.type(screen.getByLabelText('Name'), 'Reef');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to rename',
        variant: 'destructive',
      }),
    );
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe('mountedWhileOpen', () => {
  const Counter = mountedWhileOpen(
    ({ label }: { open: boolean; onOpenChange: () => void; label: string }) => <p>{label}</p>,
  );

  it('renders the form only while open, so each opening starts afresh', () => {
    const { rerender } = render(<Counter open={false} onOpenChange={() => {}} label="fresh" />);
    expect(screen.queryByText('fresh')).not.toBeInTheDocument();
    rerender(<Counter open onOpenChange={() => {}} label="fresh" />);
    expect(screen.getByText('fresh')).toBeInTheDocument();
  });
});

describe('mountedForItem', () => {
  const Editor = mountedForItem(
    ({ item }: ItemDialogProps<{ id: string; name: string }>) => <input defaultValue={item.name} />,
    (item) => item.id,
  );

  it('renders nothing without an item, and a fresh form for each item', () => {
    const { rerender } = render(<Editor item={null} onOpenChange={() => {}} />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    rerender(<Editor item={{ id: 'a', name: 'Pool' }} onOpenChange={() => {}} />);
    expect(screen.getByRole('textbox')).toHaveValue('Pool');
    rerender(<Editor item={{ id: 'b', name: 'Spa' }} onOpenChange={() => {}} />);
    expect(screen.getByRole('textbox')).toHaveValue('Spa');
  });
});

describe('sendAndClose', () => {
  it('on success: tells the user with the result, then closes', async () => {
    const onOpenChange = vi.fn();
    const onSent = vi.fn();
    await sendAndClose(onOpenChange, Promise.resolve({ count: 3 }), { onSent, failure: 'Failed to save' });
    expect(onSent).toHaveBeenCalledWith({ count: 3 });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(toast).not.toHaveBeenCalled();
  });

  it('on failure: the error toast with the server message (else the fallback), and the dialog stays open', async () => {
    const onOpenChange = vi.fn();
    const onSent = vi.fn();
    const taken = new ApiError(409, { message: 'The room is taken' }, '', 'Conflict');
    await sendAndClose(onOpenChange, Promise.reject(taken), { onSent, failure: 'Failed to save' });
    await sendAndClose(onOpenChange, Promise.reject(new TypeError('offline')), {
      onSent,
      failure: 'Failed to save',
    });
    expect(onSent).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(vi.mocked(toast).mock.calls).toEqual([
      [{ title: 'Error', description: 'The room is taken', variant: 'destructive' }],
      [{ title: 'Error', description: 'Failed to save', variant: 'destructive' }],
    ]);
  });
});
