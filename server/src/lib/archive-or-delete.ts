// "Delete" of a room or an account (docs/architecture.md, the ledger rules): refused while one of its
// bookings still holds nights, archived (kept for the books) once it had any booking, erased only when
// it never had one.
import { conflict, notFound, PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from './errors';

export const archiveOrDelete = async (options: {
  bookings: { holding: number; any: number };
  /** The 409 message while nights are held. */
  refusal: string;
  notFoundMessage: string;
  /** Each answers false when the row was already gone (or archived). */
  archive: () => Promise<boolean>;
  erase: () => Promise<boolean>;
}): Promise<'archived' | 'erased'> => {
  if (options.bookings.holding > 0) throw conflict(options.refusal);
  if (options.bookings.any > 0) {
    if (!(await options.archive())) throw notFound(options.notFoundMessage);
    return 'archived';
  }
  try {
    if (!(await options.erase())) throw notFound(options.notFoundMessage);
  } catch (error) {
    // a booking made between the check and the delete: the RESTRICT foreign key says no
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw conflict(options.refusal);
    throw error;
  }
  return 'erased';
};
