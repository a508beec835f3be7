// A plain text table: one row per measurement, budgets marked PASS or FAIL.
export const printTable = (rows) => {
  const header = ['scenario', 'measurement', 'value', 'budget', 'result'];
  const cells = rows.map((row) => [
    row.scenario,
    row.metric,
    row.value,
    row.budget ?? '',
    row.pass === undefined ? '' : row.pass ? 'PASS' : 'FAIL',
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...cells.map((line) => String(line[i]).length)),
  );
  const format = (line) =>
    line
      .map((cell, i) => String(cell).padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of cells) console.log(format(line));
};
