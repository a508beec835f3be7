// One message of the conversation: the guest's on the right, the assistant's on the left with the
// resort's mark, links for site pages, emails and the resort's phone, and a found reservation's banner.

import { statusBadgeVariant } from '@domain/reservation-status';
import { BedDouble, CalendarDays, CircleAlert, CircleCheck } from 'lucide-react';
import { Link } from 'wouter';
import { BrandMark } from '@/components/layout/brand';
import { Badge } from '@/components/ui/badge';
import { formatDay } from '@/lib/i18n/format-day';
import { statusText } from '@/lib/i18n/status';
import { cn } from '@/lib/utils';
import { type ChatMessage, type ChatReservation, splitRichText, WELCOME_MESSAGE } from '../lib/chat-state';
import { useChatText } from '../messages';

export const AssistantAvatar = () => (
  <span
    aria-hidden="true"
    className="grid size-8 shrink-0 place-items-center rounded-full bg-primary text-white shadow-xs"
  >
    <BrandMark className="size-7 text-white" />
  </span>
);

const linkClass =
  'font-semibold text-primary underline decoration-primary/35 underline-offset-2 hover:decoration-primary break-words';

const RichText = ({ text, phone, onNavigate }: { text: string; phone: string; onNavigate: () => void }) => (
  <>
    {splitRichText(text, { phone }).map((segment, index) => {
      const key = `${index}-${segment.kind}`;
      if (segment.kind === 'text') return <span key={key}>{segment.text}</span>;
      if (segment.kind === 'path')
        return (
          <Link key={key} href={segment.href} onClick={onNavigate} className={linkClass}>
            {segment.text}
          </Link>
        );
      return (
        <a key={key} href={segment.href} className={linkClass}>
          {segment.text}
        </a>
      );
    })}
  </>
);

export const ChatMessageBubble = ({
  message,
  phone,
  onNavigate,
}: {
  message: ChatMessage;
  phone: string;
  onNavigate: () => void;
}) => {
  const { t } = useChatText();
  if (message.role === 'user')
    return (
      <div className="flex justify-end pl-10">
        <p className="max-w-full whitespace-pre-wrap break-words rounded-2xl rounded-br-md bg-primary px-3.5 py-2.5 text-sm leading-relaxed text-primary-foreground shadow-xs">
          <span className="sr-only">{t('you')}</span>
          {message.text}
        </p>
      </div>
    );

  return (
    <div className="flex items-end gap-2 pr-6">
      <AssistantAvatar />
      <div
        className={cn(
          'min-w-0 max-w-full rounded-2xl rounded-bl-md border px-3.5 py-2.5 text-sm leading-relaxed shadow-xs',
          message.failed
            ? 'border-destructive/30 bg-[#fff4ef] text-foreground'
            : 'border-border/70 bg-white text-foreground',
        )}
      >
        <p className="whitespace-pre-line break-words">
          <span className="sr-only">{t('assistant')}</span>
          {message.failed ? (
            <CircleAlert
              aria-hidden="true"
              className="mr-1.5 inline size-4 -translate-y-px text-destructive"
            />
          ) : null}
          <RichText
            text={message.id === 0 && message.text === WELCOME_MESSAGE ? t('welcome') : message.text}
            phone={phone}
            onNavigate={onNavigate}
          />
        </p>
        {message.reservation ? <ReservationBanner reservation={message.reservation} /> : null}
      </div>
    </div>
  );
};

// The spec's 'Reservation Found!' in English, its translation in Filipino.
export const ReservationBanner = ({ reservation }: { reservation: ChatReservation }) => {
  const { t } = useChatText();
  return (
    <div className="mt-3 rounded-xl border border-success/25 bg-[#f0f9f3] p-3">
      <p className="flex items-center gap-1.5 font-semibold text-success">
        <CircleCheck aria-hidden="true" className="size-4" />
        {t('reservationFound')}
      </p>
      <dl className="mt-2 grid gap-1.5 text-sm text-foreground">
        <div>
          <dt className="sr-only">{t('bannerRoom')}</dt>
          <dd className="flex items-start gap-2 font-medium">
            <BedDouble aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {reservation.roomName}
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('bannerDates')}</dt>
          <dd className="flex items-start gap-2">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>
              {formatDay(reservation.checkin)} <span aria-hidden="true">–</span>
              <span className="sr-only">{t('bannerTo')}</span> {formatDay(reservation.checkout)}
            </span>
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="text-muted-foreground">{t('bannerStatus')}</dt>
          <dd>
            <Badge variant={statusBadgeVariant(reservation.status)}>{statusText(reservation.status)}</Badge>
          </dd>
        </div>
      </dl>
    </div>
  );
};
