import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const fieldClass =
  'flex h-11 w-full rounded-lg border border-input bg-white px-3.5 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground/80 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive sm:text-sm';

export const Input = ({ className, ...props }: ComponentProps<'input'>) => (
  <input className={cn(fieldClass, className)} {...props} />
);

export const Textarea = ({ className, ...props }: ComponentProps<'textarea'>) => (
  <textarea className={cn(fieldClass, 'h-auto min-h-24 py-2.5', className)} {...props} />
);

/** Native select: the phone's own picker is the best one on slow devices. */
export const NativeSelect = ({ className, children, ...props }: ComponentProps<'select'>) => (
  <select
    className={cn(
      fieldClass,
      "appearance-none bg-[url('data:image/svg+xml;utf8,<svg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 20 20%22 fill=%22%2356676b%22><path d=%22M5.23 7.21a.75.75 0 011.06.02L10 11.06l3.71-3.83a.75.75 0 111.08 1.04l-4.25 4.39a.75.75 0 01-1.08 0L5.21 8.27a.75.75 0 01.02-1.06z%22/></svg>')] bg-[length:1.1rem] bg-[right_0.75rem_center] bg-no-repeat pr-10",
      className,
    )}
    {...props}
  >
    {children}
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
