// A day field of a form (a stay's check-in and check-out, a disruption's first and last day, a new
// checkout): the browser's date picker, bounded by `min` and `max` (YYYY-MM-DD). Used inside a Form.

import { FormFieldItem } from '@/components/ui/form';
import { Input } from '@/components/ui/input';

export const DayField = ({
  name,
  label,
  min,
  max,
}: {
  name: string;
  label: string;
  min?: string;
  max?: string;
}) => (
  <FormFieldItem
    name={name}
    label={label}
    render={(field) => <Input {...field} type="date" min={min} max={max} />}
  />
);
