// After booking a group: its reference code (what the guest quotes), each room with its own code and
// party, the total and the down payment awaiting verification, and the way to My Bookings.
import type { BookingGroupDto } from '@domain/api-types';
import { formatPesos } from '@domain/money';
import { PAGES } from '@domain/routes';
import { CircleCheck } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { LinkButton } from '@/components/ui/link-button';
import { formatDay } from '@/lib/i18n/format-day';
import { useGroupsText } from '../messages';

export const GroupBooked = ({ group }: { group: BookingGroupDto }) => {
  const { t } = useGroupsText();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Card className="p-6 sm:p-8">
        <div className="flex items-start gap-3">
          <CircleCheck aria-hidden="true" className="mt-1 size-7 shrink-0 text-emerald-600" />
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold sm:text-3xl">{t('done.title')}</h1>
            <p className="mt-1 text-muted-foreground">
              {t('page.dates', { from: formatDay(group.checkin), to: formatDay(group.checkout) })}
            </p>
          </div>
        </div>
        <div className="mt-6 rounded-2xl bg-secondary p-4 sm:p-5">
          <p className="text-sm font-medium text-secondary-foreground">{t('done.code')}</p>
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <p className="font-mono text-3xl font-semibold tracking-[0.2em]" data-testid="group-code">
              {group.referenceCode}
            </p>
            <CopyButton value={group.referenceCode} label={t('done.code')} />
          </div>
          <p className="mt-2 text-sm text-muted-foreground">{t('done.text')}</p>
        </div>
        <h2 className="mt-6 text-lg font-semibold">{t('done.rooms')}</h2>
        <ul className="mt-3 grid gap-2">
          {group.rooms.map((room) => (
            <li
              key={room.id}
              className="flex flex-wrap justify-between gap-x-4 gap-y-1 rounded-xl border border-border/70 px-4 py-3 text-sm"
            >
              <span className="font-medium">{room.room?.name}</span>
              <span className="text-muted-foreground">
                {room.adults} + {room.kids} · <span className="font-mono">{room.referenceCode}</span>
              </span>
            </li>
          ))}
        </ul>
        <dl className="mt-5 grid gap-1 text-sm">
          <div className="flex justify-between">
            <dt className="font-semibold">{t('page.total')}</dt>
            <dd className="font-semibold tabular-nums">{formatPesos(group.totalAmount, { cents: true })}</dd>
          </div>
          <div className="flex justify-between text-primary">
            <dt>{t('page.downPayment')}</dt>
            <dd className="tabular-nums">{formatPesos(group.downPaymentAmount, { cents: true })}</dd>
          </div>
        </dl>
        <LinkButton href={PAGES.dashboard} className="mt-6 w-full sm:w-auto">
          {t('done.dashboard')}
        </LinkButton>
      </Card>
    </div>
  );
};
