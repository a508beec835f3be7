import { SearchX } from 'lucide-react';

/** The empty state of a list the search has emptied. */
export const noMatch = (what: string, search: string) => ({
  icon: SearchX,
  title: `No ${what} match “${search.trim()}”`,
  text: 'Search by guest first or last name, email, room name, reservation ID or reference code.',
});
