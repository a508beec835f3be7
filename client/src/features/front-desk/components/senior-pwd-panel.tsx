// A reservation's senior citizen / PWD discount at the front desk (docs/pricing.md): the bill line by line,
// the IDs recorded at check-in (a removed one struck through, with its reason), and the buttons to record
// the next ID or remove a discount that cannot be verified. Shown only when a guest claimed the discount.

import type { DiscountGuestDto, ReservationDto } from '@domain/api-types';
import { toCentavos } from '@domain/money';
import { DISCOUNT_ID_TYPE_LABELS } from '@domain/pricing';
import { IdCard } from 'lucide-react';
import { useState } from 'react';
import { DiscountLines } from '@/components/discount-lines';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { DiscountIdDialog, RemoveDiscountDialog } from './senior-pwd-dialogs';

/** The discount can change while the nights are held; after check-out the bill is history. */
const OPEN_STATUSES: readonly ReservationDto['status'][] = ['pending', 'confirmed', 'checked_in'];

const IdsRecordedBadge = ({
  active,
  claimed,
  missing,
}: {
  active: number;
  claimed: number;
  missing: number;
}) => (
  <Badge
    className={cn(
      'border-transparent',
      missing ? 'bg-warning/12 text-[#8a3c0a]' : 'bg-success/12 text-[#116632]',
    )}
    data-testid="ids-recorded"
  >
    {active} of {claimed} {claimed === 1 ? 'ID' : 'IDs'} recorded
  </Badge>
);

/** One recorded ID; a removed one is struck through with its reason. */
const DiscountIdRow = ({
  id,
  open,
  onRemove,
}: {
  id: NonNullable<ReservationDto['discountIds']>[number];
  open: boolean;
  onRemove: () => void;
}) => (
  <li
    className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-muted/70 px-3 py-2"
    data-testid="discount-id"
  >
    <span className={cn('min-w-0', id.removedAt && 'text-muted-foreground')}>
      <span className={cn('font-medium', id.removedAt && 'line-through')}>{id.fullName}</span> ·{' '}
      {DISCOUNT_ID_TYPE_LABELS[id.idType]} <span className="font-mono">{id.idNumber}</span>
      {id.removedAt ? <span className="block text-xs">Discount removed: {id.removedReason}</span> : null}
    </span>
    {open && !id.removedAt ? (
      <Button size="sm" variant="outline" onClick={onRemove} aria-label={`Remove discount of ${id.fullName}`}>
        Remove discount
      </Button>
    ) : null}
  </li>
);

export const SeniorPwdPanel = ({ reservation }: { reservation: ReservationDto }) => {
  const [recording, setRecording] = useState(false);
  // undefined: closed; null: a claim without an ID; otherwise the recorded ID being removed
  const [removing, setRemoving] = useState<DiscountGuestDto | null | undefined>(undefined);
  const ids = reservation.discountIds ?? [];
  if (reservation.discountGuests === 0 && ids.length === 0) return null;

  const active = ids.filter((id) => !id.removedAt);
  const missing = Math.max(0, reservation.discountGuests - active.length);
  const open = OPEN_STATUSES.includes(reservation.status);

  return (
    <section
      aria-label="Senior citizen / PWD discount"
      className="grid gap-2 rounded-xl border border-border p-3 text-sm"
      data-testid="senior-pwd-panel"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-1.5 font-medium">
          <IdCard className="size-4 text-primary" aria-hidden="true" />
          Senior citizen / PWD discount
        </p>
        {reservation.discountGuests > 0 ? (
          <IdsRecordedBadge active={active.length} claimed={reservation.discountGuests} missing={missing} />
        ) : null}
      </div>

      {toCentavos(reservation.discountAmount) > 0 ? (
        <dl className="grid gap-1">
          <DiscountLines
            bill={{
              regularCentavos: toCentavos(reservation.regularAmount),
              vatExemptCentavos: toCentavos(reservation.vatExemptAmount),
              discountCentavos: toCentavos(reservation.discountAmount),
            }}
          />
        </dl>
      ) : null}

      {ids.length ? (
        <ul className="grid gap-1.5" aria-label="Senior / PWD IDs">
          {ids.map((id) => (
            <DiscountIdRow key={id.id} id={id} open={open} onRemove={() => setRemoving(id)} />
          ))}
        </ul>
      ) : null}

      {open && missing > 0 ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setRecording(true)}>
            Record ID
          </Button>
          <Button size="sm" variant="outline" onClick={() => setRemoving(null)}>
            Remove a discount (no ID)
          </Button>
        </div>
      ) : null}
      {open && missing > 0 ? (
        <p className="text-xs text-muted-foreground">
          Record each eligible guest's OSCA or PWD ID at check-in; remove the discount of one you cannot
          verify.
        </p>
      ) : null}

      <DiscountIdDialog reservation={reservation} open={recording} onOpenChange={setRecording} />
      <RemoveDiscountDialog
        reservation={reservation}
        discountId={removing ?? null}
        open={removing !== undefined}
        onOpenChange={(next) => {
          if (!next) setRemoving(undefined);
        }}
      />
    </section>
  );
};
