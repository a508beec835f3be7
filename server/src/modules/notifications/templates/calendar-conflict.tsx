// To the staff when an imported calendar event (Airbnb, Booking.com, …) lands on nights that are already
// taken: both sides, so they can decide at once whether to cancel our booking or tell the channel.
import type { CalendarConflictDto } from '@domain/api-types';
import { CHANNEL_LABELS } from '@domain/calendar';
import type { ContentMap } from '@domain/content';
import { formatDay, nightsBetween } from '@domain/dates';
import { type Draft, EmailLayout, type Fact, Facts, Paragraph, Title } from './layout';
import { contactOf } from './stay';

export type CalendarConflictMailProps = { conflict: CalendarConflictDto; content: ContentMap };

const dates = (checkin: string, checkout: string) =>
  `${formatDay(checkin, 'long')} to ${formatDay(checkout, 'long')} (${nightsBetween(checkin, checkout)} night${
    nightsBetween(checkin, checkout) === 1 ? '' : 's'
  })`;

/** "RES12345" or "a Booking.com booking": what the channel's event ran into. */
const otherSide = (conflict: CalendarConflictDto) => {
  const overlap = conflict.overlaps;
  if (!overlap) return 'another booking';
  if (overlap.kind === 'reservation') return overlap.referenceCode;
  return `a ${CHANNEL_LABELS[overlap.channel]} booking`;
};

const otherSideFacts = (conflict: CalendarConflictDto): Fact[] => {
  const overlap = conflict.overlaps;
  if (!overlap) return [['What', 'The booking it overlapped is gone']];
  if (overlap.kind === 'reservation')
    return [
      ['Reference code', overlap.referenceCode],
      ['Guest', overlap.guestName],
      ['Dates', dates(overlap.checkin, overlap.checkout)],
    ];
  return [
    ['Channel', CHANNEL_LABELS[overlap.channel]],
    ['Dates', dates(overlap.checkin, overlap.checkout)],
  ];
};

export const CalendarConflictEmail = ({ conflict, content }: CalendarConflictMailProps) => {
  const channel = CHANNEL_LABELS[conflict.channel];
  return (
    <EmailLayout
      preview={`${channel} booking overlaps ${otherSide(conflict)} in ${conflict.roomName}.`}
      contact={contactOf(content)}
      staff
    >
      <Paragraph>
        {channel}'s calendar for {conflict.roomName} has a booking on nights that are already taken. Until
        someone resolves the conflict, its nights that nothing else holds are held for it, so they cannot be
        booked here too.
      </Paragraph>
      <Title>{channel}</Title>
      <Facts
        rows={[
          ['Room', conflict.roomName],
          ['Dates', dates(conflict.checkin, conflict.checkout)],
          conflict.summary.trim() !== '' && ['Summary', conflict.summary],
          conflict.reservationUrl !== null && [`Reservation on ${channel}`, conflict.reservationUrl],
          conflict.heldNights.length > 0 && [
            'Held meanwhile',
            conflict.heldNights.map((nights) => dates(nights.checkin, nights.checkout)).join('; '),
          ],
        ]}
      />
      <Title>{conflict.overlaps?.kind === 'block' ? 'Already blocked' : 'Our booking'}</Title>
      <Facts rows={otherSideFacts(conflict)} />
      <Paragraph>
        Open the calendar conflicts on the dashboard to resolve it: cancel our booking, or mark the {channel}{' '}
        booking handled once it is cancelled there.
      </Paragraph>
    </EmailLayout>
  );
};

export const calendarConflictMail = (props: CalendarConflictMailProps & { to: string }): Draft => ({
  to: props.to,
  subject: `Calendar conflict: ${CHANNEL_LABELS[props.conflict.channel]} booking overlaps ${otherSide(
    props.conflict,
  )} (${props.conflict.roomName})`,
  element: <CalendarConflictEmail {...props} />,
});

/**
 * A sync that finds more conflicts than this mails each of the first ones and one summary of the rest:
 * a hostile or broken feed of thousands of overlapping events must not write thousands of emails.
 */
export const CONFLICT_MAILS_PER_SYNC = 5;

export type CalendarConflictsSummaryProps = {
  conflicts: readonly CalendarConflictDto[];
  content: ContentMap;
};

/** The rooms and channels of the conflicts past the first ones, most conflicts first: "Sunset Suite (Airbnb): 12". */
const summaryRows = (conflicts: readonly CalendarConflictDto[]): Fact[] => {
  const counts = new Map<string, number>();
  for (const conflict of conflicts) {
    const key = `${conflict.roomName} (${CHANNEL_LABELS[conflict.channel]})`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([where, n]) => [where, String(n)] as const);
};

export const CalendarConflictsSummaryEmail = ({ conflicts, content }: CalendarConflictsSummaryProps) => (
  <EmailLayout
    preview={`${conflicts.length} more calendar conflicts to resolve.`}
    contact={contactOf(content)}
    staff
  >
    <Paragraph>
      The same calendar sync found {conflicts.length} more conflicts than the ones mailed one by one. Each
      holds its nights that nothing else holds until someone resolves it. A feed with this many conflicts may
      be wrong: check it with the channel.
    </Paragraph>
    <Title>Conflicts by room</Title>
    <Facts rows={summaryRows(conflicts)} />
    <Paragraph>Open the calendar conflicts on the dashboard to see and resolve each of them.</Paragraph>
  </EmailLayout>
);

export const calendarConflictsSummaryMail = (
  props: CalendarConflictsSummaryProps & { to: string },
): Draft => ({
  to: props.to,
  subject: `Calendar conflicts: ${props.conflicts.length} more to resolve`,
  element: <CalendarConflictsSummaryEmail {...props} />,
});
