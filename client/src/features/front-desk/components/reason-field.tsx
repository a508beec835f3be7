// Why the desk made a change (a refund, a removed discount, a confirmation without the down payment, a
// rejected payment): kept in the booking's history or sent to the guest, at most 300 characters as the
// schemas allow. The field takes its form from the FormDialog around it.

import type { ReactNode } from 'react';
import { FormFieldItem } from '@/components/ui/form';
import { Input, Textarea } from '@/components/ui/input';

/** One line by default; `rows` for a longer note. */
export const ReasonField = ({
  name = 'reason',
  label = 'Reason',
  description,
  rows,
}: {
  name?: string;
  label?: string;
  description: ReactNode;
  rows?: number;
}) => (
  <FormFieldItem
    name={name}
    label={label}
    description={description}
    render={(field) =>
      rows ? (
        <Textarea {...field} rows={rows} maxLength={300} />
      ) : (
        <Input {...field} autoComplete="off" maxLength={300} />
      )
    }
  />
);
