// Room cache keys. Every key starts with '/api/rooms', so invalidating `all` refreshes every room list
// and room page; searches and single rooms have their own query functions (their URL is not key parts).

export const roomKeys = {
  all: ['/api/rooms'] as const,
  /** `query`: a search query string without '?'; the unfiltered list keeps the bare key. */
  search: (query: string) => (query ? (['/api/rooms', query] as const) : roomKeys.all),
  detail: (roomId: string) => ['/api/rooms', roomId] as const,
  /** Every availability check of one room (`query` given: one stay's); under its detail key, so refreshing the room refreshes them. */
  availability: (roomId: string, query?: string) =>
    query === undefined
      ? (['/api/rooms', roomId, 'availability'] as const)
      : (['/api/rooms', roomId, 'availability', query] as const),
};
