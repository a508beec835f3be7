// What an insert's `.returning(...)` gives back, read one way by every repository.

/** The row an insert (or an update that must match) returned: none is a bug, never the caller's mistake. */
export const onlyRow = <T>(rows: readonly T[], what: string): T => {
  const [row] = rows;
  if (!row) throw new Error(`${what} returned no row`);
  return row;
};
