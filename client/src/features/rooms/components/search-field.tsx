// The form and the labelled controls of the two room searches (the hero's widget and the /rooms filters).

import type { LucideIcon } from 'lucide-react';
import { type ComponentProps, type FormEvent, type ReactNode, useRef } from 'react';
import { fieldClass, Label } from '@/components/ui/input';
import { type EnteredValue, useEnteredBeforeHydration } from '@/hooks/use-entered-before-hydration';
import { useHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/utils';
import { adjustCheckout, checkoutMin } from '../lib/search-params';
import { useRoomsText } from '../messages';

const LABEL = 'text-xs uppercase tracking-wider text-muted-foreground';

/**
 * A room search's form. Before the script has taken a prerendered page over, the browser itself opens
 * /rooms with the fields (`action`); what the visitor entered by then goes to `onEntered` at hydration.
 */
export const RoomSearchForm = ({
  label,
  onEntered,
  onSubmit,
  className,
  children,
}: {
  label: string;
  onEntered: (entered: EnteredValue) => void;
  onSubmit: (event: FormEvent) => void;
  className: string;
  children: ReactNode;
}) => {
  const formRef = useRef<HTMLFormElement>(null);
  useEnteredBeforeHydration(formRef, onEntered);
  return (
    <form
      ref={formRef}
      action="/rooms"
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      className={className}
    >
      {children}
    </form>
  );
};

/** A small uppercase label (with an optional icon) over its control. */
export const SearchField = ({
  id,
  label,
  icon: Icon,
  className,
  children,
}: {
  id: string;
  label: string;
  icon?: LucideIcon;
  className: string;
  children: ReactNode;
}) => (
  <div className={className}>
    <Label htmlFor={id} className={Icon ? `flex items-center gap-1.5 ${LABEL}` : LABEL}>
      {Icon ? <Icon aria-hidden="true" className="size-3.5 text-accent" /> : null}
      {label}
    </Label>
    {children}
  </div>
);

/** A native input in the search style; min-w-0 lets date pickers shrink in narrow grids. */
export const SearchInput = ({ className, ...props }: ComponentProps<'input'>) => (
  <input className={cn(fieldClass, 'min-w-0 px-3', className)} {...props} />
);

/** A labelled date picker. */
const DateField = ({
  id,
  label,
  icon,
  fieldClassName,
  ...input
}: ComponentProps<'input'> & { id: string; label: string; icon?: LucideIcon; fieldClassName: string }) => (
  <SearchField id={id} label={label} icon={icon} className={fieldClassName}>
    <SearchInput id={id} type="date" {...input} />
  </SearchField>
);

export type StayDates = { checkin: string; checkout: string };

/**
 * Check-in and Check-out: neither before the resort's today, and check-out moved along when a new
 * check-in passes it (adjustCheckout). The limits wait for hydration: a prerendered page was built
 * on another day (useHydrated).
 */
export const StayDateFields = ({
  idPrefix,
  dates,
  today,
  onChange,
  ...shared
}: {
  idPrefix: string;
  dates: StayDates;
  today: string;
  onChange: (dates: StayDates) => void;
  icon?: LucideIcon;
  fieldClassName: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) => {
  const hydrated = useHydrated();
  const { t } = useRoomsText();
  return (
    <>
      <DateField
        {...shared}
        id={`${idPrefix}-checkin`}
        label={t('search.checkIn')}
        name="checkin"
        min={hydrated ? today : undefined}
        value={dates.checkin}
        onChange={(event) => {
          const checkin = event.target.value;
          onChange({ checkin, checkout: adjustCheckout(checkin, dates.checkout) });
        }}
      />
      <DateField
        {...shared}
        id={`${idPrefix}-checkout`}
        label={t('search.checkOut')}
        name="checkout"
        min={hydrated ? checkoutMin(dates.checkin, today) : undefined}
        value={dates.checkout}
        onChange={(event) => onChange({ ...dates, checkout: event.target.value })}
      />
    </>
  );
};
