// On the admin dashboard and the desk's Today's Activity: the rooms' imported calendars that fail or have
// not synced for 3 intervals. While one does, bookings made on that travel site do not reach us, so a room
// may be sold twice. Hidden when every calendar syncs; read again every minute.

import type { CalendarFeedAlertDto } from '@domain/api-types';
import { AlertTriangle } from 'lucide-react';
import { useResortClock } from '@/features/site-config';
import { useCalendarFeedAlerts } from '../api/get-feed-alerts';
import { feedAlertReason, feedAlertTitle } from '../lib/feed-alert-text';
import { relativeTime } from '../lib/relative-time';
import { CalendarAlertPanel, type CalendarAlertProps } from './calendar-alert-panel';

const WarningItem = ({ alert }: { alert: CalendarFeedAlertDto }) => {
  const { formatDateTime } = useResortClock();
  return (
    <li
      className="grid gap-0.5 rounded-lg border border-warning/30 bg-card px-3 py-2 text-sm"
      data-testid="calendar-feed-warning"
    >
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold">{alert.roomName}</span>
        <span className="text-[#8a3c0a]">{feedAlertTitle(alert)}</span>
      </p>
      <p className="break-words text-foreground/80">
        {feedAlertReason(alert)}{' '}
        <span className="text-muted-foreground">
          {alert.kind === 'failing' ? 'Failing since ' : 'Last good sync '}
          <time dateTime={alert.since} title={formatDateTime(alert.since)}>
            {relativeTime(alert.since)}
          </time>
          .
        </span>
      </p>
    </li>
  );
};

export const CalendarFeedWarnings = (props: CalendarAlertProps) => {
  const alerts = useCalendarFeedAlerts();
  return (
    <CalendarAlertPanel kind="calendar-feed-warnings" query={alerts} {...props}>
      {(list) => (
        <ul className="grid grid-cols-1 gap-2 lg:grid-cols-2" aria-label="Calendars not syncing">
          {list.map((alert) => (
            <WarningItem key={alert.feedId} alert={alert} />
          ))}
        </ul>
      )}
    </CalendarAlertPanel>
  );
};

/** On a room's card in Room Management: its calendars that fail or went stale (nothing when all sync). */
export const RoomFeedWarning = ({ roomId }: { roomId: string }) => {
  const alerts = useCalendarFeedAlerts();
  const mine = (alerts.data ?? []).filter((alert) => alert.roomId === roomId);
  if (!mine.length) return null;
  return (
    <ul className="grid gap-1" aria-label="Calendar sync warnings" data-testid="room-feed-warning">
      {mine.map((alert) => (
        <li
          key={alert.feedId}
          className="flex gap-2 rounded-lg border border-warning/30 bg-warning/8 px-2.5 py-1.5 text-xs text-[#8a3c0a]"
        >
          <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">
            <span className="font-semibold">{feedAlertTitle(alert)}:</span> {feedAlertReason(alert)}
          </span>
        </li>
      ))}
    </ul>
  );
};
