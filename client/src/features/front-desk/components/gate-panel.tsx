// The front desk's Day visitors tab (the gate): what is left today and the walk-in pass sale beside
// today's day visitors (expected, arrived) and the overnight guests who enter free. Today is the
// server's (the resort's time zone); the answer says which day it is.

import { Ticket } from 'lucide-react';
import { EmptyState, LoadFailed } from '@/components/ui/empty-state';
import { LoadingPlaceholders, SkeletonCard } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { useGateDay } from '../api/gate-day';
import { useGateText } from '../lib/gate-text';
import { GateLeftToday } from './gate-left-today';
import { GateOvernight } from './gate-overnight';
import { GateSaleForm } from './gate-sale-form';
import { GateVisits } from './gate-visits';

export const GatePanel = () => {
  const { t } = useGateText();
  const gate = useGateDay();
  const title = <h2 className="sr-only">{t('title')}</h2>;
  if (gate.isLoading)
    return (
      <LoadingPlaceholders label={t('loading')} count={2} className="grid gap-4 lg:grid-cols-2">
        <SkeletonCard className="grid gap-3 p-5" bars={['h-5 w-40', 'h-4 w-56', 'h-4 w-48']} />
      </LoadingPlaceholders>
    );
  if (!gate.data) {
    const notSetUp = gate.error instanceof ApiError && gate.error.status === 404;
    return (
      <>
        {title}
        {notSetUp ? (
          <EmptyState icon={Ticket} title={t('notSetUp')} titleAs="p" compact />
        ) : (
          <LoadFailed message={t('loadFailed')} onRetry={() => void gate.refetch()} />
        )}
      </>
    );
  }
  const day = gate.data;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      {title}
      <div className="grid gap-6">
        <GateLeftToday offer={day.offer} />
        <GateSaleForm day={day} />
      </div>
      <div className="grid gap-6">
        <GateVisits visits={day.visits} />
        <GateOvernight overnight={day.overnight} />
      </div>
    </div>
  );
};
