// The front desk's search box: guest name, email, room, reservation id or reference code, with a clear
// button and a live count of what matches.

import { Search, X } from 'lucide-react';
import { Input, Label } from '@/components/ui/input';

export const DeskSearch = ({
  query,
  onQueryChange,
  status,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  /** Announced politely: '3 of 40 reservations match' while searching. */
  status: string;
}) => (
  <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
    <div className="relative w-full sm:max-w-md">
      <Label htmlFor="desk-search" className="sr-only">
        Search reservations
      </Label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id="desk-search"
        type="search"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        placeholder="Guest, email, room, ID or reference"
        autoComplete="off"
        className="pr-10 pl-10 [&::-webkit-search-cancel-button]:hidden"
      />
      {query ? (
        <button
          type="button"
          onClick={() => onQueryChange('')}
          className="absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
          aria-label="Clear search"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </div>
    <p className="text-sm text-muted-foreground" aria-live="polite">
      {status}
    </p>
  </div>
);
