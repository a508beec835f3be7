// /dashboard/bookings/:id/receipt: the itemised receipt of one booking, to read on screen or print
// (window.print; receipt-print.css leaves the site's chrome off the paper). A guest opens their own from
// My Bookings; the front desk and the admin open any booking's from its reservation card, and go back to
// the desk. A booking that is not the guest's or does not exist answers 404: a friendly "not found" with
// the way back.

import { ArrowLeft, Printer, ReceiptText } from 'lucide-react';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, LoadFailed } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { useReceipt } from '../api/get-receipt';
import { useReceiptText } from '../messages';
import { GroupReceipt } from './group-receipt';
import { ReceiptSheet } from './receipt-sheet';
import './receipt-print.css';

// the guest's dashboard, or the front desk for staff (the router shows each their own there)
const BACK = '/dashboard';

const LoadingSheet = () => {
  const { t } = useReceiptText();
  return (
    <Card className="grid gap-6 p-6 sm:p-8" aria-busy="true">
      <span role="status" className="sr-only">
        {t('loading')}
      </span>
      <div className="flex justify-between gap-6">
        <Skeleton className="h-14 w-64" />
        <Skeleton className="h-14 w-32" />
      </div>
      <Skeleton className="h-16" />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-9" />
      ))}
      <Skeleton className="ml-auto h-20 w-64" />
    </Card>
  );
};

export default function ReceiptPage({
  reservationId,
  staff = false,
}: {
  reservationId: string;
  staff?: boolean;
}) {
  const { t } = useReceiptText();
  const back = staff ? t('backStaff') : t('back');
  const goBack = staff ? t('goBackStaff') : t('goBack');
  const receipt = useReceipt(reservationId);
  const code = receipt.data?.reservation.referenceCode;
  useDocumentTitle(code ? t('titleFor', { code }) : t('title'));
  const notFound = receipt.error instanceof ApiError && receipt.error.status === 404;

  return (
    <div className="receipt-page mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="receipt-toolbar mb-5 flex flex-wrap items-center justify-between gap-3">
        <LinkButton href={BACK} variant="ghost" size="sm" icon={ArrowLeft} className="-ml-3">
          {back}
        </LinkButton>
        {receipt.data ? (
          <Button size="sm" onClick={() => window.print()}>
            <Printer aria-hidden="true" /> {t('print')}
          </Button>
        ) : null}
      </div>

      {receipt.isLoading ? (
        <LoadingSheet />
      ) : notFound ? (
        <>
          <h1 className="sr-only">{t('title')}</h1>
          <EmptyState
            icon={ReceiptText}
            title={t('notFound')}
            titleAs="p"
            text={staff ? t('notFoundTextStaff') : t('notFoundText')}
            action={<LinkButton href={BACK}>{goBack}</LinkButton>}
          />
        </>
      ) : receipt.data ? (
        <>
          <ReceiptSheet receipt={receipt.data} />
          {receipt.data.reservation.group ? (
            <GroupReceipt code={receipt.data.reservation.group.referenceCode} />
          ) : null}
        </>
      ) : (
        <>
          <h1 className="sr-only">{t('title')}</h1>
          <LoadFailed message={t('loadFailed')} onRetry={() => receipt.refetch()} />
        </>
      )}
    </div>
  );
}
