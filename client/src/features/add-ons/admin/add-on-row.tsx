// One extra in the admin list: its photo, both names, the price with its unit, the daily limit, the
// Offered switch (saved at once) and Edit and Delete.

import { addOnPriceLabel } from '@domain/add-ons';
import type { AdminAddOnDto } from '@domain/api/add-ons';
import { toCentavos } from '@domain/money';
import { ImageOff } from 'lucide-react';
import { type CardActions, EditDeleteButtons } from '@/components/admin/edit-delete-buttons';
import { ResponsiveImage } from '@/components/responsive-image';
import { cn } from '@/lib/utils';

const Thumbnail = ({ addOn }: { addOn: AdminAddOnDto }) => (
  <div className="relative aspect-[4/3] w-24 shrink-0 overflow-hidden rounded-lg bg-gradient-to-br from-secondary to-sand sm:w-28">
    {addOn.imagePath ? (
      <ResponsiveImage src={addOn.imagePath} alt="" sizes="112px" className="size-full object-cover" />
    ) : (
      <div className="flex size-full items-center justify-center text-primary/60">
        <ImageOff className="size-6" aria-label="No photo" />
      </div>
    )}
  </div>
);

/** The Offered switch: a button with role switch, named after the extra. */
export const ActiveSwitch = ({
  addOn,
  pending,
  onToggle,
}: {
  addOn: AdminAddOnDto;
  pending: boolean;
  onToggle: () => void;
}) => (
  <button
    type="button"
    role="switch"
    aria-checked={addOn.active}
    aria-label={`Offer ${addOn.nameEn}`}
    disabled={pending}
    onClick={onToggle}
    className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-wait disabled:opacity-60"
  >
    <span
      aria-hidden="true"
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors',
        addOn.active ? 'bg-primary' : 'bg-muted-foreground/40',
      )}
    >
      <span
        className={cn(
          'absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform',
          addOn.active && 'translate-x-5',
        )}
      />
    </span>
    <span className={addOn.active ? 'text-foreground' : 'text-muted-foreground'}>
      {addOn.active ? 'Offered' : 'Not offered'}
    </span>
  </button>
);

export const AddOnRow = ({
  addOn,
  toggling,
  onToggle,
  onEdit,
  onDelete,
}: { addOn: AdminAddOnDto; toggling: boolean; onToggle: () => void } & CardActions) => (
  <article
    aria-label={addOn.nameEn}
    data-testid="admin-add-on"
    className={cn(
      'grid gap-3 rounded-2xl border border-border bg-card p-3 shadow-xs sm:grid-cols-[auto_1fr_auto] sm:items-center sm:gap-4 sm:p-4',
      !addOn.active && 'bg-muted/40',
    )}
  >
    <div className="flex min-w-0 items-start gap-3 sm:contents">
      <Thumbnail addOn={addOn} />
      <div className="min-w-0">
        <h3 className="break-words text-base font-semibold leading-snug">{addOn.nameEn}</h3>
        {addOn.nameFil && addOn.nameFil !== addOn.nameEn ? (
          <p className="break-words text-sm text-muted-foreground" lang="fil">
            {addOn.nameFil}
          </p>
        ) : null}
        <p className="mt-1 text-sm">
          <span className="font-semibold tabular-nums" data-testid="add-on-price">
            {addOnPriceLabel({ unit: addOn.unit, priceCentavos: toCentavos(addOn.price) })}
          </span>
        </p>
        <p className="text-xs text-muted-foreground" data-testid="add-on-limit">
          {addOn.dailyLimit === null ? 'No daily limit' : `Up to ${addOn.dailyLimit} a day`}
          {addOn.used ? ' · On bookings' : ''}
        </p>
      </div>
    </div>
    <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-2 sm:flex-nowrap sm:gap-4 sm:border-0 sm:pt-0">
      <ActiveSwitch addOn={addOn} pending={toggling} onToggle={onToggle} />
      <EditDeleteButtons name={addOn.nameEn} onEdit={onEdit} onDelete={onDelete} className="mt-0 min-w-48" />
    </div>
  </article>
);
