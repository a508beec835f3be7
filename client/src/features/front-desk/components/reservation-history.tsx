// A reservation's history at the front desk: a 'History (n)' toggle that opens the list of what happened,
// by whom and when (on the resort's clock).

import type { ReservationEventDto } from '@domain/api-types';
import { History } from 'lucide-react';
import { useResortClock } from '@/features/site-config';
import { eventActor, eventLabel } from '../lib/front-desk-view';
import { Disclosure } from './disclosure';

export const ReservationHistory = ({ history }: { history: readonly ReservationEventDto[] }) => {
  const { formatDateTime } = useResortClock();
  return (
    <Disclosure icon={History} label={`History (${history.length})`}>
      {(listId) => (
        <ol id={listId} className="mt-2 grid gap-2.5 border-l-2 border-secondary pl-4" data-testid="history">
          {history.length ? (
            history.map((event) => (
              <li key={event.id} className="relative text-sm">
                <span
                  className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-primary"
                  aria-hidden="true"
                />
                <p>
                  <span className="font-medium">{eventLabel(event.action)}</span>{' '}
                  <span className="text-muted-foreground">by {eventActor(event)}</span>
                </p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
                  {event.note ? ` · ${event.note}` : ''}
                </p>
              </li>
            ))
          ) : (
            <li className="text-sm text-muted-foreground">No changes recorded yet.</li>
          )}
        </ol>
      )}
    </Disclosure>
  );
};
