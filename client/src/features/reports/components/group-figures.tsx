// The report's group figures (docs/financial-report.md "Group bookings"): how many group bookings (several
// rooms under one code) checked in in the period with a sold room, and those rooms; beside the spec's
// figures, never in them. Staff screen: English only.
import type { FinancialReportDto } from '@domain/api-types';
import { Card } from '@/components/ui/card';

const GROUP_FIGURES = [
  {
    key: 'groupBookings',
    label: 'Group Bookings',
    definition: 'Groups of rooms booked under one code, checking in in the period, with a sold room',
  },
  {
    key: 'roomsInGroups',
    label: 'Rooms in Group Bookings',
    definition: "Those groups' sold rooms; each is also a reservation in the figures above",
  },
] as const;

export const GroupFigures = ({ groups }: { groups: FinancialReportDto['groups'] }) => {
  if (!groups) return null;
  return (
    <Card className="p-5 sm:p-6" data-testid="group-figures">
      <h3 className="text-lg font-semibold">Group Bookings</h3>
      <dl className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {GROUP_FIGURES.map(({ key, label, definition }) => (
          <div
            key={key}
            className="flex flex-col rounded-xl border border-border/80 bg-background p-3.5"
            data-testid={`figure-${key}`}
          >
            <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
            <dd className="mt-1 font-display text-xl font-semibold tabular-nums">
              {groups[key].toLocaleString('en-PH')}
            </dd>
            <dd className="mt-1 text-xs leading-snug text-muted-foreground">{definition}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
};
