// POST /api/receptionist/calendar-conflicts/{id}/resolve {action, note}: cancel our booking (the guest is
// emailed and the nights go to the channel) or mark the channel's event handled. A conflict that cannot be
// resolved that way (already resolved, our booking no longer cancellable) answers 409 or 400 with a message.

import type { CalendarConflictDto } from '@domain/api-types';
import type { ResolveConflictInput } from '@domain/schemas/calendar';
import { apiRequest } from '@/lib/api';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { conflictChangeKeys } from './refresh-keys';

export const resolveConflict = ({ id, input }: { id: string; input: ResolveConflictInput }) =>
  apiRequest<CalendarConflictDto>(
    'POST',
    `/api/receptionist/calendar-conflicts/${encodeURIComponent(id)}/resolve`,
    input,
  );

/** Refreshed even when refused: a 409 means the screen showed a conflict someone else already resolved. */
export const useResolveConflict = () =>
  useRefreshingMutation(resolveConflict, conflictChangeKeys, { evenOnError: true });
