// A day field of a form (a stay's check-in and check-out, a disruption's first and last day, a new
// checkout): the browser's date picker, bounded by `min` and `max` (YYYY-MM-DD). Used inside a Form.

import type { ComponentProps } from 'react';
import { FormFieldItem } from '@/components/ui/form';
import { Input } from '@/components/ui/input';

type Bounds = Pick<ComponentProps<'input'>, 'min' | 'max'>;

export const DayField = ({ name, label, ...bounds }: { name: string; label: string } & Bounds) => (
  <FormFieldItem name={name} label={label} render={(field) => <Input {...field} type="date" {...bounds} />} />
);
