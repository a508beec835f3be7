// What the guest's reservation routes share: the errors a change may answer.
import { BODY_ERRORS, errorResponses } from '@domain/api/common';

/** Booking and cancelling: a bad body, no session, someone else's or a missing room/stay, a refusal. */
export const CHANGE_ERRORS = errorResponses(...BODY_ERRORS, 401, 403, 404, 409);
