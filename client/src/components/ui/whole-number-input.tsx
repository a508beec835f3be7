// Its own module, not input.tsx's: the landing ships input.tsx, and only staff and admin forms use this.
import type { ComponentProps } from 'react';
import { Input } from './input';

/**
 * A whole number from 0 up (a head count, a display order) on the phone's number pad. The form's value
 * is shown as it is: a string while typed, a number once the schema has parsed it.
 */
export const WholeNumberInput = ({
  value,
  min = 0,
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'type' | 'inputMode'> & { value: unknown }) => (
  <Input {...props} value={String(value ?? '')} type="number" inputMode="numeric" min={min} />
);
