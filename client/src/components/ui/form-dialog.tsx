// A dialog around one form: title and description, optional facts above the fields, the fields, an
// error area, and a Cancel / submit footer that shows the pending state. While the request is pending
// the dialog cannot be closed (Escape, a click outside or the close button) and the form is not sent twice.
//
// FormDialog is the whole dialog. FormDialogBody is its inside, for a dialog whose steps are different
// forms under one title bar (the walk-in dialog). mountedWhileOpen and sendAndClose are the two moves
// most dialogs make around it: a fresh form per opening, and closing only once the request succeeded.

import type { ComponentType, ReactNode } from 'react';
import { useId } from 'react';
import type { FieldValues, SubmitErrorHandler, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { Spinner } from '@/components/ui/skeleton';
import { showActionError } from '@/lib/notify';
import { cn } from '@/lib/utils';

export type FormDialogBodyProps<TInput extends FieldValues, TOutput> = {
  form: UseFormReturn<TInput, unknown, TOutput>;
  onValid: SubmitHandler<TOutput>;
  onInvalid?: SubmitErrorHandler<TInput>;
  title: ReactNode;
  description?: ReactNode;
  /** Above the title, e.g. a step indicator. */
  aside?: ReactNode;
  /** Facts shown between the header and the fields (amounts, dates). */
  summary?: ReactNode;
  /** The fields. */
  children: ReactNode;
  /** Below the fields and before the footer, outside the form (a section with its own form). */
  after?: ReactNode;
  /** A problem with the whole form rather than one field. */
  error?: ReactNode;
  submitLabel: ReactNode;
  /** The submit button's text while the request is pending. */
  pendingLabel: string;
  pending?: boolean;
  /** Disables submitting without the pending look (e.g. while a picture uploads). */
  submitDisabled?: boolean;
  cancelLabel?: ReactNode;
  onCancel: () => void;
  /** Gives each control the id `<idPrefix>-<field name>` (see Form). */
  idPrefix?: string;
  sharedMessagesOnce?: boolean;
  formClassName?: string;
  footerClassName?: string;
};

export const FormDialogBody = <TInput extends FieldValues, TOutput>({
  form,
  onValid,
  onInvalid,
  title,
  description,
  aside,
  summary,
  children,
  after,
  error,
  submitLabel,
  pendingLabel,
  pending = false,
  submitDisabled = false,
  cancelLabel = 'Cancel',
  onCancel,
  idPrefix,
  sharedMessagesOnce,
  formClassName,
  footerClassName,
}: FormDialogBodyProps<TInput, TOutput>) => {
  const formId = useId();
  const submit = form.handleSubmit((values, event) => {
    if (pending) return;
    return onValid(values, event);
  }, onInvalid);

  return (
    <>
      <DialogHeader>
        {aside}
        <DialogTitle className={cn(aside ? 'mt-2' : undefined)}>{title}</DialogTitle>
        {description ? <DialogDescription>{description}</DialogDescription> : null}
      </DialogHeader>
      {summary}
      <Form form={form} idPrefix={idPrefix} sharedMessagesOnce={sharedMessagesOnce}>
        <form
          id={formId}
          noValidate
          onSubmit={submit}
          aria-busy={pending}
          className={cn('grid min-w-0 gap-4', formClassName)}
        >
          {children}
          {error ? (
            <p
              role="alert"
              className="rounded-lg border border-destructive/25 bg-destructive/6 px-3 py-2 text-sm text-destructive"
            >
              {error}
            </p>
          ) : null}
        </form>
      </Form>
      {after}
      <DialogFooter className={cn('mt-1', footerClassName)}>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button type="submit" form={formId} disabled={pending || submitDisabled}>
          {pending ? (
            <>
              <span aria-hidden="true" className="inline-flex">
                <Spinner className="size-4" />
              </span>
              {pendingLabel}
            </>
          ) : (
            submitLabel
          )}
        </Button>
      </DialogFooter>
    </>
  );
};

/**
 * What most dialogs do with valid values (see sendAndClose): `send` the request; when it succeeds,
 * `onSent` (the success toast) and close; when it fails, the error toast (else `failure`) and stay open.
 */
export type DialogSending<TOutput, TResult> = {
  send: (values: TOutput) => Promise<TResult>;
  onSent: (result: TResult, values: TOutput) => void;
  failure: string;
};

export type FormDialogProps<TInput extends FieldValues, TOutput, TResult = unknown> = Omit<
  FormDialogBodyProps<TInput, TOutput>,
  'onCancel' | 'onValid'
> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  className?: string;
  testId?: string;
} & ({ onValid: SubmitHandler<TOutput> } | DialogSending<TOutput, TResult>);

export const FormDialog = <TInput extends FieldValues, TOutput, TResult = unknown>(
  props: FormDialogProps<TInput, TOutput, TResult>,
) => {
  const { open, onOpenChange, className, testId, ...body } = props;
  const onValid: SubmitHandler<TOutput> =
    'send' in props
      ? (values) =>
          sendAndClose(onOpenChange, props.send(values), {
            onSent: (result) => props.onSent(result, values),
            failure: props.failure,
          })
      : props.onValid;
  const pending = body.pending ?? false;
  const holdWhilePending = (event: Event) => {
    if (pending) event.preventDefault();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent
        className={className}
        data-testid={testId}
        onInteractOutside={holdWhilePending}
        onEscapeKeyDown={holdWhilePending}
      >
        <FormDialogBody {...body} onValid={onValid} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
};

/** The facts a dialog's form is about (amounts, dates), in a shaded box above the fields. */
export const DialogFacts = ({
  facts,
  className,
}: {
  facts: ReadonlyArray<{ label: string; value: ReactNode; valueClassName?: string }>;
  className?: string;
}) => (
  <dl className={cn('grid gap-2 rounded-xl bg-muted/70 p-3 text-sm', className)}>
    {facts.map((fact) => (
      <div key={fact.label}>
        <dt className="text-xs text-muted-foreground">{fact.label}</dt>
        <dd className={cn('font-semibold', fact.valueClassName)}>{fact.value}</dd>
      </div>
    ))}
  </dl>
);

/** A dialog its parent opens and closes. */
export type DialogState = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * `DialogForm` mounted only while the dialog is open, so every opening starts from fresh default
 * values (the current balance, an empty date) instead of what the last opening left behind.
 */
export const mountedWhileOpen =
  <TProps extends DialogState>(DialogForm: ComponentType<TProps>) =>
  (props: TProps) =>
    props.open ? <DialogForm {...props} /> : null;

/** A dialog that edits one item. */
export type ItemDialogProps<TItem> = { item: TItem; onOpenChange: (open: boolean) => void };

/**
 * `DialogForm` mounted while there is an item to edit (`item: null` is the closed dialog), keyed by
 * `keyOf(item)`, so each opening starts from that item's values.
 */
export const mountedForItem =
  <TItem,>(DialogForm: ComponentType<ItemDialogProps<TItem>>, keyOf: (item: TItem) => string) =>
  ({ item, onOpenChange }: { item: TItem | null; onOpenChange: (open: boolean) => void }) =>
    item ? <DialogForm key={keyOf(item)} item={item} onOpenChange={onOpenChange} /> : null;

/**
 * Sends a dialog's request. When it succeeds, `onSent` (the success toast) and the dialog closes; when
 * it fails, the error toast (the server's message, else `failure`) and the dialog stays open with what
 * was typed.
 */
export const sendAndClose = async <TResult,>(
  onOpenChange: (open: boolean) => void,
  request: Promise<TResult>,
  { onSent, failure }: { onSent: (result: TResult) => void; failure: string },
) => {
  try {
    onSent(await request);
    onOpenChange(false);
  } catch (error) {
    showActionError(error, failure);
  }
};
