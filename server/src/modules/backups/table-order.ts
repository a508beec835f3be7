// Tables in foreign-key order: a table comes after every table it references, so a restore can insert them
// one after another and every reference already points at a row. Ties go alphabetically (a stable order).

/** `references`: table -> tables its foreign keys point at. A table pointing at itself is left as it is. */
export const inDependencyOrder = (
  tables: readonly string[],
  references: ReadonlyMap<string, readonly string[]>,
) => {
  const known = new Set(tables);
  const waitingFor = new Map(
    tables.map((table) => [
      table,
      new Set((references.get(table) ?? []).filter((parent) => parent !== table && known.has(parent))),
    ]),
  );
  const ordered: string[] = [];
  while (waitingFor.size > 0) {
    const ready = [...waitingFor].filter(([, parents]) => parents.size === 0).map(([table]) => table);
    // a cycle of references (none in this schema): take the rest alphabetically rather than loop forever
    const next = (ready.length > 0 ? ready : [...waitingFor.keys()]).sort();
    for (const table of next) {
      ordered.push(table);
      waitingFor.delete(table);
      for (const parents of waitingFor.values()) parents.delete(table);
    }
  }
  return ordered;
};
