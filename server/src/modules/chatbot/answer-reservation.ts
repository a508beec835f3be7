// The answer to a message holding a reservation reference code.
import type { ChatReplyDto } from '@domain/api-types';
import type { ReservationStatus } from '@domain/reservation-status';
import type { Database } from '../../db/client';
import { findGroupsByCodes, findReservationsByCodes } from '../reservations';
import { contactLine, type Say } from './answer-phrasing';
import { normalize } from './intents/normalize';
import { referenceCodeCandidates } from './intents/reference-codes';
import { RESERVATION_CONTEXT } from './intents/topics';

type FoundReservation = Awaited<ReturnType<typeof findReservationsByCodes>>[number];

const statusHint = (status: ReservationStatus, say: Say, dayVisit: boolean): string => {
  const { content, lang } = say;
  switch (status) {
    case 'confirmed':
    case 'checked_in':
      if (dayVisit) return lang.t(`reservation.dayVisitHint.${status}`);
      return status === 'confirmed'
        ? lang.t('statusHint.confirmed', { time: content('check_in_time') })
        : lang.t('statusHint.checked_in', { time: content('check_out_time') });
    default:
      return lang.t(`statusHint.${status}`, { contact: contactLine(say) });
  }
};

const reservationReply = (found: FoundReservation, say: Say): ChatReplyDto => {
  const { status } = found;
  const { t, day } = say.lang;
  // a day visit has no room (docs/adr/0063): it is named as the day tour of its day
  const dayVisit = found.roomName === null;
  const roomName = found.roomName ?? t('reservation.dayVisit');
  const facts = {
    code: found.referenceCode,
    room: roomName,
    day: day(found.checkin, 'long'),
    checkin: day(found.checkin),
    checkout: day(found.checkout),
    status: t(`statusLabel.${status}`, { defaultValue: status }),
    hint: statusHint(status, say, dayVisit),
  };
  return {
    response: t(dayVisit ? 'reservation.foundDayVisit' : 'reservation.found', facts),
    reservation: { roomName, checkin: found.checkin, checkout: found.checkout, status },
  };
};

type FoundGroup = Awaited<ReturnType<typeof findGroupsByCodes>>[number];

/**
 * A group booking's code (docs/adr/0065): the group and each room (its name, code and status), and the
 * status's hint when every room shares it. As for a reservation, no names, emails or amounts.
 */
const groupReply = (found: FoundGroup, say: Say): ChatReplyDto => {
  const { t, day } = say.lang;
  const first = found.rooms[0];
  const statuses = new Set(found.rooms.map((room) => room.status));
  const [shared] = statuses.size === 1 ? [...statuses] : [];
  const rooms = found.rooms
    .map((room) =>
      t('reservation.groupRoom', {
        room: room.roomName ?? t('reservation.dayVisit'),
        code: room.referenceCode,
        status: t(`statusLabel.${room.status}`, { defaultValue: room.status }),
      }),
    )
    .join('; ');
  return {
    response: [
      t('reservation.foundGroup', {
        code: found.referenceCode,
        count: found.rooms.length,
        checkin: first ? day(first.checkin) : '',
        checkout: first ? day(first.checkout) : '',
        rooms,
      }),
      shared ? statusHint(shared, say, false) : '',
    ]
      .filter(Boolean)
      .join(' '),
  };
};

/**
 * A code in the message is looked up first (a reservation's, then a group booking's). Only the room's name, the dates and the status are ever
 * revealed: the code is all the asker has proven, so no names, emails or amounts.
 */
export const lookUpCode = async (
  db: Database,
  options: { message: string; say: Say; mayLookUp: () => Promise<boolean> },
): Promise<ChatReplyDto | null> => {
  const { message, say } = options;
  const { t } = say.lang;
  const candidates = referenceCodeCandidates(message);
  if (candidates.length === 0) return null;
  // every lookup spends the asker's budget, so codes cannot be probed by the thousand
  if (!(await options.mayLookUp()))
    return { response: t('reservation.budgetSpent', { contact: contactLine(say) }) };
  const rows = await findReservationsByCodes(
    db,
    candidates.map((c) => c.code),
  );
  for (const candidate of candidates) {
    const found = rows.find((row) => row.referenceCode === candidate.code);
    if (found) return reservationReply(found, say);
  }
  // no reservation has the code: a group booking may (the same lookup, within the same budget)
  const groups = await findGroupsByCodes(
    db,
    candidates.map((c) => c.code),
  );
  for (const candidate of candidates) {
    const group = groups.find((each) => each.referenceCode === candidate.code);
    if (group) return groupReply(group, say);
  }
  const meant =
    candidates.find((c) => c.strong) ??
    (RESERVATION_CONTEXT.test(normalize(message)) ? candidates[0] : undefined);
  return meant
    ? { response: t('reservation.notFound', { code: meant.code, contact: contactLine(say) }) }
    : null;
};
