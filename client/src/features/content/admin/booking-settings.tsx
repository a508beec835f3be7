// The booking form's settings on the content page: the card option on or off (content key card_payments,
// 'on' or 'off'). The site takes no card itself: a guest who picks the card is charged at the front desk
// or through the resort's card terminal. Off, the form offers GCash and Bank Transfer only and the
// server refuses a booking with the card option.

import type { StoredContentItemDto } from '@domain/api-types';
import { CONTENT_DEFAULTS, cardPaymentsOn } from '@domain/content';
import { CreditCard } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/skeleton';
import { showActionError, showSuccess } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { useSaveContent } from '../api/admin-content';

const CARD_SETTING_ID = 'setting-card-payments';

export const BookingSettings = ({ items }: { items: readonly StoredContentItemDto[] }) => {
  const save = useSaveContent();
  const stored = Object.fromEntries(items.map((item) => [item.key, item.content]));
  const on = cardPaymentsOn(stored);

  const toggle = () =>
    save.mutate(
      {
        key: 'card_payments',
        title: CONTENT_DEFAULTS.card_payments.title,
        content: on ? 'off' : 'on',
        contentType: 'text',
      },
      {
        onSuccess: () =>
          showSuccess(
            on
              ? 'The card option is off: the booking form offers GCash and Bank Transfer only.'
              : 'The card option is on: guests may choose Credit/Debit Card again.',
          ),
        onError: (error) => showActionError(error, 'Failed to update the card option'),
      },
    );

  return (
    <section aria-labelledby="group-booking-settings" className="grid gap-4">
      <div>
        <h2 id="group-booking-settings" className="text-xl font-semibold sm:text-2xl">
          Booking settings
        </h2>
        <p className="text-sm text-muted-foreground">What the booking form offers guests.</p>
      </div>
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 gap-3">
          <CreditCard className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="min-w-0">
            <h3 id={CARD_SETTING_ID} className="font-semibold leading-tight">
              {CONTENT_DEFAULTS.card_payments.title}
            </h3>
            <p id={`${CARD_SETTING_ID}-hint`} className="mt-1 text-sm text-muted-foreground">
              The website takes no card: a guest who picks Credit/Debit Card is charged at the front desk or
              through the resort's card terminal, and the form says so. Turn it off to offer GCash and Bank
              Transfer only; the server then refuses card bookings.
            </p>
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-3 self-start sm:self-center">
          {save.isPending ? <Spinner className="size-4" label="Saving…" /> : null}
          <span className="text-sm font-medium" aria-hidden="true">
            {on ? 'On' : 'Off'}
          </span>
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-labelledby={CARD_SETTING_ID}
            aria-describedby={`${CARD_SETTING_ID}-hint`}
            disabled={save.isPending}
            onClick={toggle}
            className={cn(
              'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60',
              on ? 'bg-primary' : 'bg-muted-foreground/40',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'inline-block size-6 rounded-full bg-white shadow transition-transform',
                on ? 'translate-x-5' : 'translate-x-0',
              )}
            />
          </button>
        </div>
      </Card>
    </section>
  );
};
