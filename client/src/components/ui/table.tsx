// The header row of the site's data tables: one column header per [label, classes] pair.

/** A column's visible label and the classes of its header cell. */
export type Column = readonly [label: string, className: string];

export const HeaderRow = ({ columns, className }: { columns: readonly Column[]; className?: string }) => (
  <tr className={className}>
    {columns.map(([label, cellClassName]) => (
      <th key={label} scope="col" className={cellClassName}>
        {label}
      </th>
    ))}
  </tr>
);
