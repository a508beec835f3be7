// The answer to a message holding a reservation reference code.
import type { ChatReplyDto } from '@domain/api-types';
import { DAY_VISIT_WORDS } from '@domain/day-visits';
import type { ReservationStatus } from '@domain/reservation-status';
import type { Database } from '../../db/client';
import { findReservationsByCodes } from '../reservations';
import { contactLine, type Say } from './answer-phrasing';
import { normalize } from './intents/normalize';
import { referenceCodeCandidates } from './intents/reference-codes';
import { RESERVATION_CONTEXT } from './intents/topics';

type FoundReservation = Awaited<ReturnType<typeof findReservationsByCodes>>[number];

const statusHint = (status: ReservationStatus, say: Say): string => {
  const { content, lang } = say;
  switch (status) {
    case 'confirmed':
      return lang.t('statusHint.confirmed', { time: content('check_in_time') });
    case 'checked_in':
      return lang.t('statusHint.checked_in', { time: content('check_out_time') });
    default:
      return lang.t(`statusHint.${status}`, { contact: contactLine(say) });
  }
};

/** A stay names its room and nights; a day visit (no room) says so and gives its one day. */
const reservationReply = (found: FoundReservation, say: Say): ChatReplyDto => {
  const { status } = found;
  const { t, day } = say.lang;
  const roomName = found.roomName ?? DAY_VISIT_WORDS[say.lang.language];
  const facts = {
    code: found.referenceCode,
    room: found.roomName ?? roomName.toLowerCase(),
    status: t(`statusLabel.${status}`, { defaultValue: status }),
    hint: statusHint(status, say),
  };
  return {
    response: found.roomName
      ? t('reservation.found', { ...facts, checkin: day(found.checkin), checkout: day(found.checkout) })
      : t('reservation.foundDayVisit', { ...facts, day: day(found.checkin) }),
    reservation: { roomName, checkin: found.checkin, checkout: found.checkout, status },
  };
};

/**
 * A code in the message is looked up first. Only the room's name, the dates and the status are ever
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
  const meant =
    candidates.find((c) => c.strong) ??
    (RESERVATION_CONTEXT.test(normalize(message)) ? candidates[0] : undefined);
  return meant
    ? { response: t('reservation.notFound', { code: meant.code, contact: contactLine(say) }) }
    : null;
};
