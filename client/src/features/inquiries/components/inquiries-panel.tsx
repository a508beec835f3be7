// Inquiries (spec section 2): name, email (mailto), status badge ('new' highlighted, others secondary),
// subject, message and when it arrived; Mark as read sets the status to 'read'.

import type { InquiryDto } from '@domain/api-types';
import { CheckCheck, Clock, Inbox, Mail, Phone } from 'lucide-react';
import { PanelSection } from '@/components/admin/panel-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, LoadFailed } from '@/components/ui/empty-state';
import { LoadingPlaceholders, SkeletonCard } from '@/components/ui/skeleton';
import { useResortClock } from '@/features/site-config';
import { showActionError, showSuccess } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { useInquiries, useUpdateInquiryStatus } from '../api/get-inquiries';

const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ');

type InquiryRowProps = { inquiry: InquiryDto; marking: boolean; onMarkRead: () => void };

/** One message: who sent it and how to answer, when, its subject and text; a new one can be marked read. */
const InquiryRow = ({ inquiry, marking, onMarkRead }: InquiryRowProps) => {
  const { formatDateTime } = useResortClock();
  const isNew = inquiry.status === 'new';
  return (
    <li>
      <Card className={cn('p-4 sm:p-5', isNew && 'border-l-4 border-l-accent')} data-testid="inquiry">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-sans text-base font-semibold tracking-normal">{inquiry.name}</h3>
              <Badge variant={isNew ? 'accent' : 'secondary'}>{statusLabel(inquiry.status)}</Badge>
            </div>
            <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <a
                href={`mailto:${inquiry.email}?subject=${encodeURIComponent(`Re: ${inquiry.subject}`)}`}
                className="inline-flex min-w-0 items-center gap-1.5 break-all text-primary underline-offset-4 hover:underline"
              >
                <Mail className="size-3.5 shrink-0" aria-hidden="true" />
                {inquiry.email}
              </a>
              {inquiry.phone ? (
                <a href={`tel:${inquiry.phone}`} className="inline-flex items-center gap-1.5 hover:underline">
                  <Phone className="size-3.5" aria-hidden="true" />
                  {inquiry.phone}
                </a>
              ) : null}
              <span className="inline-flex items-center gap-1.5">
                <Clock className="size-3.5" aria-hidden="true" />
                <time dateTime={inquiry.createdAt}>{formatDateTime(inquiry.createdAt)}</time>
              </span>
            </p>
          </div>
          {isNew ? (
            <Button
              size="sm"
              variant="outline"
              onClick={onMarkRead}
              disabled={marking}
              className="self-start"
            >
              <CheckCheck aria-hidden="true" /> Mark as read
            </Button>
          ) : null}
        </div>
        <p className="mt-3 text-sm font-semibold">{inquiry.subject}</p>
        <p className="mt-1 text-sm whitespace-pre-line break-words text-foreground/85">{inquiry.message}</p>
      </Card>
    </li>
  );
};

export default function InquiriesPanel() {
  const query = useInquiries();
  const update = useUpdateInquiryStatus();
  const markRead = async (inquiry: InquiryDto) => {
    try {
      await update.mutateAsync({ id: inquiry.id, status: 'read' });
      showSuccess(`Inquiry from ${inquiry.name} marked as read`);
    } catch (error) {
      showActionError(error, 'Failed to update inquiry');
    }
  };
  const list = query.data ?? [];
  const fresh = list.filter((i) => i.status === 'new').length;

  return (
    <PanelSection
      id="inquiries-heading"
      title="Inquiries"
      intro={`${query.data ? `${list.length} in total · ${fresh} new. ` : ''}Messages sent from the contact page.`}
    >
      {query.isLoading ? (
        <LoadingPlaceholders count={3} className="grid gap-3">
          <SkeletonCard className="grid gap-2 p-5" bars={['h-5 w-48', 'h-4 w-64', 'h-12 w-full']} />
        </LoadingPlaceholders>
      ) : query.isError ? (
        <LoadFailed message="Failed to load inquiries" onRetry={() => query.refetch()} />
      ) : list.length ? (
        <ul className="grid gap-3">
          {list.map((inquiry) => (
            <InquiryRow
              key={inquiry.id}
              inquiry={inquiry}
              marking={update.isPending && update.variables?.id === inquiry.id}
              onMarkRead={() => markRead(inquiry)}
            />
          ))}
        </ul>
      ) : (
        <EmptyState
          compact
          titleAs="p"
          icon={Inbox}
          title="No inquiries yet"
          text="Messages from the contact page will appear here."
        />
      )}
    </PanelSection>
  );
}
