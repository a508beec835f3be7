// A front-desk card's toggle ('Payments (n)', 'History (n)') that shows or hides the list below it.

import { ChevronDown, type LucideIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { cn } from '@/lib/utils';

export const Disclosure = ({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  /** The list, given the id the toggle controls; rendered only while open. */
  children: (listId: string) => ReactNode;
}) => {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div>
      <button
        type="button"
        className="inline-flex cursor-pointer items-center gap-1.5 rounded-full py-1 text-sm font-medium text-muted-foreground hover:text-foreground"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <Icon className="size-4" aria-hidden="true" />
        {label}
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      {open ? children(listId) : null}
    </div>
  );
};
