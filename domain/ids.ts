// Ids are UUIDs (ARCHITECTURE.md). A malformed id names nothing, so callers answer 404 before the
// database would refuse the cast.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);
