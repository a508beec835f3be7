// The chart's two series, their names and colours: shared by the lazy chart (Recharts) and the legend
// drawn above it, which stays in the main bundle.

// The theme's colours (index.css): deep sea teal for what was sold, a darker lagoon for the cash (3:1
// against the card, as a chart's marks need).
export const SERIES = [
  { key: 'revenue', name: 'Booked revenue', colour: '#0b5563' },
  { key: 'cashCollected', name: 'Cash collected', colour: '#2f9e8f' },
] as const;

export const ChartLegend = () => (
  <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label="Chart series">
    {SERIES.map((series) => (
      <li key={series.key} className="flex items-center gap-1.5">
        <span className="size-3 rounded-sm" style={{ background: series.colour }} aria-hidden="true" />
        {series.name}
      </li>
    ))}
  </ul>
);
