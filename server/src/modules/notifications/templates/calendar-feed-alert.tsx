// To the staff when a room's imported calendar stops syncing (it fails, or no good sync for 3 intervals):
// once per run, so they fix the address or tell the channel before a night is sold twice.
import type { CalendarFeedAlertDto } from '@domain/api-types';
import { CHANNEL_LABELS, STALE_AFTER_INTERVALS } from '@domain/calendar';
import type { ContentMap } from '@domain/content';
import { type Draft, EmailLayout, Facts, Paragraph } from './layout';
import { contactOf } from './stay';

export type CalendarFeedAlertMailProps = {
  alert: CalendarFeedAlertDto;
  /** The feed's address, as the admin entered it. */
  url: string;
  content: ContentMap;
  timeZone: string;
};

const when = (at: string | null, timeZone: string) =>
  at === null
    ? 'never'
    : new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
        new Date(at),
      );

export const CalendarFeedAlertEmail = ({ alert, url, content, timeZone }: CalendarFeedAlertMailProps) => {
  const channel = CHANNEL_LABELS[alert.channel];
  const failing = alert.kind === 'failing';
  return (
    <EmailLayout
      preview={`${channel} calendar of ${alert.roomName} ${failing ? 'is failing' : 'has stopped syncing'}.`}
      contact={contactOf(content)}
      staff
    >
      <Paragraph>
        {failing
          ? `The ${channel} calendar of ${alert.roomName} could not be read. Until it syncs again, bookings made on ${channel} do not reach this site, and the room may be sold twice.`
          : `The ${channel} calendar of ${alert.roomName} has not synced for over ${STALE_AFTER_INTERVALS} sync intervals. Until it does, bookings made on ${channel} do not reach this site, and the room may be sold twice.`}
      </Paragraph>
      <Facts
        rows={[
          ['Room', alert.roomName],
          ['Channel', channel],
          ['Address', url],
          failing && ['Error', alert.lastError ?? 'unknown'],
          ['Since', when(alert.since, timeZone)],
          ['Last good sync', when(alert.lastSuccessAt, timeZone)],
        ]}
      />
      <Paragraph>
        Open the room's Calendar sync in Room Management: check the address (copy it again from {channel}),
        then press Sync now. This email is sent once; the dashboards show the warning until the calendar
        syncs.
      </Paragraph>
    </EmailLayout>
  );
};

export const calendarFeedAlertMail = (props: CalendarFeedAlertMailProps & { to: string }): Draft => ({
  to: props.to,
  subject: `Calendar ${props.alert.kind === 'failing' ? 'failing' : 'not syncing'}: ${
    CHANNEL_LABELS[props.alert.channel]
  } (${props.alert.roomName})`,
  element: <CalendarFeedAlertEmail {...props} />,
});
