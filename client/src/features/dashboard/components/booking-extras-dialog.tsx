// "Add extras" on a booking before check-in: the picker in a dialog, for the booking's dates and party;
// the server prices the lines, and the booking's total and balance are read again (the add-ons feature's
// mutation refreshes them).
import type { ReservationDto } from '@domain/api-types';
import { formatCentavos } from '@domain/money';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import {
  type AddOnChoice,
  addOnMessage,
  ExtrasPicker,
  extrasSummary,
  useAddOns,
  useAddOnsText,
  useAddReservationAddOns,
} from '@/features/add-ons';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { wasReported } from '@/lib/query-client';

const ExtrasForm = ({ reservation, onDone }: { reservation: ReservationDto; onDone: () => void }) => {
  const { t } = useAddOnsText();
  const addOns = useAddOns().data ?? [];
  const add = useAddReservationAddOns(reservation.id);
  const [choices, setChoices] = useState<AddOnChoice[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const stay = {
    checkin: reservation.checkin,
    checkout: reservation.checkout,
    persons: reservation.adults + reservation.kids,
  };
  const extras = extrasSummary(addOns, choices, stay);

  const onConfirm = async () => {
    if (extras.problem) return setProblem(addOnMessage(extras.problem));
    setProblem(null);
    try {
      await add.mutateAsync(extras.payload);
      toast({ title: t('booking.added'), variant: 'success' });
      onDone();
    } catch (error) {
      if (wasReported(error)) return;
      setProblem(addOnMessage(errorMessage(error, t('booking.failed')), addOns));
    }
  };

  return (
    <>
      <div className="min-w-0">
        {addOns.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('booking.none')}</p>
        ) : (
          <ExtrasPicker
            addOns={addOns}
            choices={choices}
            stay={stay}
            onChange={(next) => {
              setChoices(next);
              setProblem(null);
            }}
            label={t('title')}
          />
        )}
      </div>
      {problem ? (
        <p role="alert" className="rounded-xl bg-destructive/8 p-3 text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      <DialogFooter className="flex-row flex-wrap items-center justify-between">
        <p className="text-sm">
          <span className="text-muted-foreground">{t('extrasTotal')}: </span>
          <span className="font-semibold tabular-nums" data-testid="extras-dialog-total">
            {formatCentavos(extras.totalCentavos, { cents: true })}
          </span>
        </p>
        <Button
          type="button"
          onClick={() => void onConfirm()}
          disabled={extras.lines.length === 0 || add.isPending}
        >
          {add.isPending ? t('booking.adding') : t('booking.confirm')}
        </Button>
      </DialogFooter>
    </>
  );
};

export const BookingExtrasDialog = ({
  reservation,
  open,
  onOpenChange,
}: {
  reservation: ReservationDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => {
  const { t } = useAddOnsText();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('booking.dialogTitle')}</DialogTitle>
          <DialogDescription>{t('booking.dialogText')}</DialogDescription>
        </DialogHeader>
        {open ? <ExtrasForm reservation={reservation} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
};
