// The admin dashboard's tab bar: each section with its icon and, for inquiries and reviews, how many wait.
// The counts are the features' own lazy components; until one loads its tab shows no count.

import {
  Archive,
  ChartColumn,
  Inbox,
  LineChart,
  MessageSquareQuote,
  Sparkles,
  TreePalm,
  Wrench,
} from 'lucide-react';
import { type ComponentType, Suspense, useEffect } from 'react';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';
import { NewInquiriesCount } from '@/features/inquiries';
import { PendingReviewsCount } from '@/features/reviews';

export const ADMIN_TABS = [
  'rooms',
  'day-visits',
  'add-ons',
  'analytics',
  'inquiries',
  'reviews',
  'report',
  'archive',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const TRIGGERS: { value: AdminTab; label: string; icon: typeof Wrench; Count?: ComponentType }[] = [
  { value: 'rooms', label: 'Room Management', icon: Wrench },
  { value: 'day-visits', label: 'Day Visits', icon: TreePalm },
  { value: 'add-ons', label: 'Add-ons', icon: Sparkles },
  { value: 'analytics', label: 'Analytics', icon: LineChart },
  { value: 'inquiries', label: 'Inquiries', icon: Inbox, Count: NewInquiriesCount },
  { value: 'reviews', label: 'Reviews', icon: MessageSquareQuote, Count: PendingReviewsCount },
  { value: 'report', label: 'Financial Report', icon: ChartColumn },
  { value: 'archive', label: 'Archive', icon: Archive },
];

/** On a phone the tab list scrolls sideways: keeps the open tab in view (e.g. after a ?tab= link). */
const useOpenTabInView = (tab: AdminTab) =>
  useEffect(() => {
    const trigger = document.querySelector<HTMLElement>(`[aria-label="Admin sections"] [data-tab="${tab}"]`);
    const list = trigger?.parentElement;
    if (!trigger || !list) return;
    // scroll the list sideways only: scrollIntoView would also move the page
    const offset = trigger.getBoundingClientRect().left - list.getBoundingClientRect().left;
    if (offset < 0 || offset + trigger.offsetWidth > list.clientWidth) list.scrollLeft += offset - 8;
  }, [tab]);

export const AdminTabsList = ({ tab }: { tab: AdminTab }) => {
  useOpenTabInView(tab);
  return (
    <TabsList id="admin-sections" aria-label="Admin sections" className="flex w-full justify-start lg:w-fit">
      {TRIGGERS.map(({ value, label, icon: Icon, Count }) => (
        <TabsTrigger key={value} value={value} data-tab={value}>
          <Icon className="size-4" aria-hidden="true" /> {label}
          {Count && (
            <Suspense fallback={null}>
              <Count />
            </Suspense>
          )}
        </TabsTrigger>
      ))}
    </TabsList>
  );
};
