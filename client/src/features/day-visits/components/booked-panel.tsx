// What a day's booking shows once made, as a room's does: the reference code, the down payment the desk
// now verifies, the verify-by time (resort time), and the way to the guest's bookings.

import type { ReservationDto } from '@domain/api-types';
import { formatPesos } from '@domain/money';
import { CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { LinkButton } from '@/components/ui/link-button';
import { useResortClock } from '@/features/site-config';
import { useDayToursText } from '../messages';

export const BookedPanel = ({
  reservation,
  onAnother,
}: {
  reservation: ReservationDto;
  onAnother: () => void;
}) => {
  const { t } = useDayToursText();
  const { formatDateTime } = useResortClock();
  return (
    <Card className="mx-auto max-w-2xl p-6 sm:p-8" data-testid="day-booked">
      <div role="status" className="flex items-center gap-3">
        <CircleCheck className="size-8 shrink-0 text-success" aria-hidden="true" />
        <h2 className="text-2xl font-semibold">{t('done.title')}</h2>
      </div>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {t('done.code')}
          </dt>
          <dd className="mt-1 flex items-center gap-1 font-mono text-xl font-semibold tracking-wider">
            {reservation.referenceCode}
            <CopyButton value={reservation.referenceCode} label={t('done.copy')} />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {t('done.downPayment')}
          </dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums">
            {formatPesos(reservation.downPaymentAmount, { cents: true })}
          </dd>
        </div>
        {reservation.verifyBy ? (
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {t('done.verifyBy')}
            </dt>
            <dd className="mt-1 font-semibold">{formatDateTime(reservation.verifyBy)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-6 text-sm text-muted-foreground">{t('done.text')}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <LinkButton href="/dashboard">{t('done.dashboard')}</LinkButton>
        <Button type="button" variant="outline" onClick={onAnother}>
          {t('done.another')}
        </Button>
      </div>
    </Card>
  );
};
