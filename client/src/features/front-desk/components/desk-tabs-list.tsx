// The front desk's tab bar: each section with its icon and, once the reads are in, how many it holds.

import {
  CalendarCheck,
  ChartColumn,
  ClipboardList,
  CloudLightning,
  Ticket,
  Users,
  Wallet,
} from 'lucide-react';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useGateText } from '../lib/gate-text';
import { DeskCount } from './desk-count';

export type DeskCounts = { today?: number; guests?: number; all?: number; payments?: number };

export const DeskTabsList = ({ counts }: { counts: DeskCounts }) => {
  const { t } = useGateText();
  return (
    <TabsList
      aria-label="Front desk sections"
      className="grid w-full grid-cols-2 rounded-2xl sm:grid-cols-3 lg:flex lg:w-fit lg:rounded-full"
    >
      <TabsTrigger value="today" className="max-sm:px-2">
        <CalendarCheck className="size-4 max-sm:hidden" aria-hidden="true" /> Today's Activity
        <DeskCount n={counts.today} />
      </TabsTrigger>
      <TabsTrigger value="gate" className="max-sm:px-2">
        <Ticket className="size-4 max-sm:hidden" aria-hidden="true" /> {t('tab')}
      </TabsTrigger>
      <TabsTrigger value="guests" className="max-sm:px-2">
        <Users className="size-4 max-sm:hidden" aria-hidden="true" /> Current Guests
        <DeskCount n={counts.guests} />
      </TabsTrigger>
      <TabsTrigger value="all" className="max-sm:px-2">
        <ClipboardList className="size-4 max-sm:hidden" aria-hidden="true" /> All Reservations
        <DeskCount n={counts.all} />
      </TabsTrigger>
      <TabsTrigger value="payments" className="max-sm:px-2">
        <Wallet className="size-4 max-sm:hidden" aria-hidden="true" /> Payments to Verify
        <DeskCount n={counts.payments} tone="accent" />
      </TabsTrigger>
      <TabsTrigger value="weather" className="max-sm:px-2">
        <CloudLightning className="size-4 max-sm:hidden" aria-hidden="true" /> Weather
      </TabsTrigger>
      <TabsTrigger value="report" className="max-sm:px-2">
        <ChartColumn className="size-4 max-sm:hidden" aria-hidden="true" /> Financial Report
      </TabsTrigger>
    </TabsList>
  );
};
