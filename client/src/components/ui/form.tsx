// Form pieces on top of react-hook-form (shadcn-style): a field's label, control, description and
// message find each other through context, so `htmlFor`, `aria-invalid` and `aria-describedby` are
// wired here once instead of by hand in every form.
//
//   <Form form={form} idPrefix="login">
//     <form noValidate onSubmit={form.handleSubmit(onValid)}>
//       <FormField control={form.control} name="email" render={({ field }) => (
//         <FormItem>
//           <FormLabel>Email</FormLabel>
//           <FormControl><Input {...field} type="email" /></FormControl>
//           <FormDescription>…</FormDescription>
//           <FormMessage />
//         </FormItem>
//       )} />
//
// FormFieldItem is that whole block for the common one-control field; `fieldFor<Values>()` gives a form
// its own FormFieldItem that finds the control through the Form around it.

import { Slot } from 'radix-ui';
import {
  type ComponentProps,
  createContext,
  type ReactElement,
  type ReactNode,
  use,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  Controller,
  type ControllerProps,
  type ControllerRenderProps,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  FormProvider,
  get,
  type UseFormReturn,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { Label } from '@/components/ui/input';
import { useHydrated } from '@/hooks/use-hydrated';
import { toast } from '@/hooks/use-toast';
import { i18n } from '@/lib/i18n';
import { translateMessage, useValidationText } from '@/lib/i18n/validation';
import { cn } from '@/lib/utils';

type FormOptions = {
  idPrefix?: string;
  namesAsIds: boolean;
  sharedMessagesOnce: boolean;
  messageText?: (message: string) => ReactNode;
  /** Each rendered field's element id, in the order the fields first rendered (= the page's order). */
  itemIds: Map<string, string>;
};

const FormOptionsContext = createContext<FormOptions | null>(null);
const FormFieldContext = createContext<{ name: string } | null>(null);
type FormItemState = { id: string; hasDescription: boolean; setHasDescription: (has: boolean) => void };
const FormItemContext = createContext<FormItemState | null>(null);

/**
 * The form's provider. `idPrefix` gives each control the id `<prefix>-<field name>` (stable ids other
 * code and tests can find); `namesAsIds` gives it the bare field name (a page that links to #checkin). With `sharedMessagesOnce`, a sentence several fields fail with (both login
 * fields say 'Please enter your email and password') is shown once, under the first of them, and every
 * failing field points screen readers at it. `messageText` rewords a message next to the field.
 */
export const Form = <TFieldValues extends FieldValues, TContext, TTransformed>({
  form,
  idPrefix,
  namesAsIds = false,
  sharedMessagesOnce = false,
  messageText,
  children,
}: {
  form: UseFormReturn<TFieldValues, TContext, TTransformed>;
  idPrefix?: string;
  namesAsIds?: boolean;
  sharedMessagesOnce?: boolean;
  messageText?: (message: string) => ReactNode;
  children: ReactNode;
}) => {
  const itemIds = useRef(new Map<string, string>()).current;
  // A form in the server's HTML waits for the script: typed before it, a value would not be the form's
  // (react-hook-form keeps its own), and a plain submit would put a password in the address bar.
  const hydrated = useHydrated();
  return (
    <FormOptionsContext value={{ idPrefix, namesAsIds, sharedMessagesOnce, messageText, itemIds }}>
      <FormProvider {...form}>
        <fieldset disabled={!hydrated} className="contents">
          {children}
        </fieldset>
      </FormProvider>
    </FormOptionsContext>
  );
};

/** A react-hook-form Controller that tells the pieces inside which field they belong to. */
export const FormField = <
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformed = TFieldValues,
>(
  props: ControllerProps<TFieldValues, TName, TTransformed>,
) => (
  <FormFieldContext value={{ name: props.name }}>
    <Controller {...props} />
  </FormFieldContext>
);

const useRequired = <T,>(context: React.Context<T | null>, what: string): T => {
  const value = use(context);
  if (!value) throw new Error(`${what} must be used inside its form parts`);
  return value;
};

/** The ids and state of the field around the caller (inside FormField and FormItem). */
export const useFormField = () => {
  const { name } = useRequired(FormFieldContext, 'useFormField');
  const item = useRequired(FormItemContext, 'useFormField');
  const options = useRequired(FormOptionsContext, 'useFormField');
  const { control } = useFormContext();
  const { errors } = useFormState({ control });
  const messageOf = (field: string): string | undefined =>
    (get(errors, field) as FieldError | undefined)?.message;
  const message = messageOf(name);

  // The field whose message element carries this sentence: this one, or with sharedMessagesOnce the
  // first field on the page failing with the same words.
  let owner = name;
  if (message && options.sharedMessagesOnce) {
    for (const other of options.itemIds.keys()) {
      if (messageOf(other) === message) {
        owner = other;
        break;
      }
    }
  }
  const ownerId = options.itemIds.get(owner) ?? item.id;
  return {
    name,
    controlId: item.id,
    descriptionId: `${item.id}-hint`,
    messageId: `${ownerId}-error`,
    message,
    invalid: Boolean(message),
    /** False when another field already shows the same sentence. */
    showsMessage: owner === name,
    hasDescription: item.hasDescription,
    messageText: options.messageText,
  };
};

/** One field's box: label, control, description and message, laid out in a column. */
export const FormItem = ({ id, className, ...props }: ComponentProps<'div'>) => {
  const { name } = useRequired(FormFieldContext, 'FormItem');
  const options = useRequired(FormOptionsContext, 'FormItem');
  const generated = useId();
  const itemId = id ?? (options.namesAsIds ? name : `${options.idPrefix ?? generated}-${name}`);
  // rendering a field records its id (a Map keeps the order fields appeared in); leaving forgets it
  options.itemIds.set(name, itemId);
  useLayoutEffect(() => {
    options.itemIds.set(name, itemId);
    return () => {
      options.itemIds.delete(name);
    };
  }, [options.itemIds, name, itemId]);
  const [hasDescription, setHasDescription] = useState(false);
  return (
    <FormItemContext value={{ id: itemId, hasDescription, setHasDescription }}>
      <div className={cn('grid gap-1.5', className)} {...props} />
    </FormItemContext>
  );
};

export const FormLabel = (props: ComponentProps<typeof Label>) => {
  const { controlId } = useFormField();
  return <Label htmlFor={controlId} {...props} />;
};

/**
 * Passes the control its id, `aria-invalid` and `aria-describedby` (the message when the field
 * failed, otherwise its description); an `aria-describedby` given here is added to those.
 */
export const FormControl = ({
  'aria-describedby': extraDescribedBy,
  ...props
}: ComponentProps<typeof Slot.Root>) => {
  const { controlId, invalid, messageId, descriptionId, hasDescription } = useFormField();
  const own = invalid ? messageId : hasDescription ? descriptionId : undefined;
  const describedBy = [own, extraDescribedBy].filter(Boolean).join(' ') || undefined;
  return <Slot.Root id={controlId} aria-invalid={invalid} aria-describedby={describedBy} {...props} />;
};

/** A hint under the control; while the field shows an error the error takes its place. */
export const FormDescription = ({ className, ...props }: ComponentProps<'p'>) => {
  const { descriptionId, invalid } = useFormField();
  const { setHasDescription } = useRequired(FormItemContext, 'FormDescription');
  const shown = !invalid;
  useLayoutEffect(() => {
    setHasDescription(shown);
    return () => setHasDescription(false);
  }, [shown, setHasDescription]);
  if (!shown) return null;
  return <p id={descriptionId} className={cn('text-xs text-muted-foreground', className)} {...props} />;
};

/** The field's error, announced when it appears. */
export const FormMessage = ({ className, ...props }: Omit<ComponentProps<'p'>, 'children' | 'id'>) => {
  const { message, messageId, showsMessage, messageText } = useFormField();
  useValidationText(); // shown again in the new language when it changes
  if (!message || !showsMessage) return null;
  return (
    <p id={messageId} role="alert" className={cn('text-sm text-destructive', className)} {...props}>
      {messageText ? messageText(message) : translateMessage(message)}
    </p>
  );
};

type FormFieldItemProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformed,
> = Pick<ControllerProps<TFieldValues, TName, TTransformed>, 'control' | 'name'> & {
  label: ReactNode;
  description?: ReactNode;
  id?: string;
  className?: string;
  /** More element ids describing the control (a note beside the field), added to its own. */
  describedBy?: string;
  render: (field: ControllerRenderProps<TFieldValues, TName>) => ReactElement;
};

/** The usual field in one element: label, the control `render` returns, optional description, message. */
export const FormFieldItem = <
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformed = TFieldValues,
>({
  control,
  name,
  label,
  description,
  id,
  className,
  describedBy,
  render,
}: FormFieldItemProps<TFieldValues, TName, TTransformed>) => (
  <FormField
    control={control}
    name={name}
    render={({ field }) => (
      <FormItem id={id} className={className}>
        <FormLabel>{label}</FormLabel>
        <FormControl aria-describedby={describedBy}>{render(field)}</FormControl>
        {description ? <FormDescription>{description}</FormDescription> : null}
        <FormMessage />
      </FormItem>
    )}
  />
);

/**
 * FormFieldItem for the fields of one form: the control comes from the Form around it, and `name` is
 * still checked against `TFieldValues`. Made once, beside the form: `const Field = fieldFor<LoginValues>();`.
 */
export const fieldFor = <TFieldValues extends FieldValues>() => {
  const Field = <TName extends FieldPath<TFieldValues>>(
    props: Omit<FormFieldItemProps<TFieldValues, TName, TFieldValues>, 'control'>,
  ) => <FormFieldItem<TFieldValues, TName> {...props} />;
  return Field;
};

/** An onInvalid handler: the message of the first failing field, in `order`, as an error toast. */
export const toastFirstError =
  <TFieldValues extends FieldValues>(order: readonly (keyof TFieldValues & string)[]) =>
  (errors: FieldErrors<TFieldValues>) => {
    const message = order.map((name) => (get(errors, name) as FieldError | undefined)?.message).find(Boolean);
    if (message)
      toast({
        title: i18n.t('toast.error', { ns: 'common' }),
        description: translateMessage(message),
        variant: 'destructive',
      });
  };
