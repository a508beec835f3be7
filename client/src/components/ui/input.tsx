import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

export const fieldClass =
  'flex h-11 w-full rounded-lg border border-input bg-white px-3.5 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground/80 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive sm:text-sm';

export const Input = ({ className, ...props }: ComponentProps<'input'>) => (
  <input className={cn(fieldClass, className)} {...props} />
);

export const Textarea = ({ className, ...props }: ComponentProps<'textarea'>) => (
  <textarea className={cn(fieldClass, 'h-auto min-h-24 py-2.5', className)} {...props} />
);

/** One choice of a select: a value shown as it is, or a value with its label. */
export type SelectOption = string | number | { value: string | number; label: ReactNode };

const optionParts = (option: SelectOption) =>
  typeof option === 'object' ? option : { value: option, label: option };

/**
 * Native select: the phone's own picker is the best one on slow devices. `options` are rendered after
 * `children` (a placeholder choice, say).
 */
export const NativeSelect = ({
  className,
  children,
  options,
  ...props
}: ComponentProps<'select'> & { options?: readonly SelectOption[] }) => (
  <select
    className={cn(
      fieldClass,
      "appearance-none bg-[url('data:image/svg+xml;utf8,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20viewBox=%220%200%2020%2020%22%20fill=%22%2356676b%22%3E%3Cpath%20d=%22M5.23%207.21a.75.75%200%20011.06.02L10%2011.06l3.71-3.83a.75.75%200%20111.08%201.04l-4.25%204.39a.75.75%200%2001-1.08%200L5.21%208.27a.75.75%200%2001.02-1.06z%22/%3E%3C/svg%3E')] bg-[length:1.1rem] bg-[position:right_0.75rem_center] bg-no-repeat pr-10",
      className,
    )}
    {...props}
  >
    {children}
    {options?.map((option) => {
      const { value, label } = optionParts(option);
      return (
        <option key={value} value={value}>
          {label}
        </option>
      );
    })}
  </select>
);

export const Label = ({ className, ...props }: ComponentProps<'label'>) => (
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
  <label className={cn('text-sm font-medium text-foreground', className)} {...props} />
);

/** Label, control and the field's message, wired for screen readers. */
export const Field = ({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: React.ReactNode;
}) => (
  <div className={cn('grid gap-1.5', className)}>
    <Label htmlFor={id}>{label}</Label>
    {children}
    {error ? (
      <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
        {error}
      </p>
    ) : hint ? (
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    ) : null}
  </div>
);
