// The admin dashboard's header: title, greeting, quick action cards to the management pages and the
// receptionist view, and the two CSV exports (spec section 2).

import { formatDay } from '@domain/dates';
import {
  Bot,
  ChevronRight,
  ConciergeBell,
  Download,
  FileText,
  type LucideIcon,
  Sparkles,
  Users,
} from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { IconBadge } from '@/components/ui/icon-badge';
import { BusyIcon } from '@/components/ui/skeleton';
import { type AuthUser, EditOwnNameButton } from '@/features/auth';
import { type AdminExport, exportFileName, useAdminExport } from '@/features/reports';
import { useResortClock } from '@/features/site-config';
import { showActionError, showSuccess } from '@/lib/notify';
import { greeting, resortHour } from '../lib/admin-view';

const QUICK_ACTIONS: { href: string; title: string; text: string; icon: LucideIcon }[] = [
  { href: '/admin-users', title: 'Users', text: 'Roles and accounts', icon: Users },
  { href: '/admin-chatbot', title: 'Chatbot', text: 'Conversation history', icon: Bot },
  { href: '/admin-content', title: 'Content', text: 'Website texts', icon: FileText },
  { href: '/admin-amenities', title: 'Amenities', text: 'Resort facilities', icon: Sparkles },
  { href: '/dashboard', title: 'Receptionist View', text: 'Front desk', icon: ConciergeBell },
];

const EXPORT_FAILED: Record<AdminExport, string> = {
  reservations: 'Failed to export reservations',
  revenue: 'Failed to export revenue report',
};

const ExportButton = ({ kind, label }: { kind: AdminExport; label: string }) => {
  const exporter = useAdminExport();
  const { today } = useResortClock();
  const onClick = async () => {
    if (exporter.isPending) return;
    try {
      await exporter.mutateAsync({ kind, day: today });
      showSuccess(`Saved ${exportFileName(kind, today)}`);
    } catch (error) {
      showActionError(error, EXPORT_FAILED[kind]);
    }
  };
  return (
    <Button variant="outline" onClick={onClick} disabled={exporter.isPending} className="w-full sm:w-auto">
      <BusyIcon busy={exporter.isPending} icon={Download} label={`${label}…`} />
      {label}
    </Button>
  );
};

export const AdminHeader = ({ user }: { user: AuthUser }) => {
  const { today, timeZone } = useResortClock();
  return (
    <>
      <div className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-[0.14em] text-primary uppercase">
            Administration · {formatDay(today, 'long')}
          </p>
          <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">Admin Dashboard</h1>
          <p className="mt-2 max-w-xl text-muted-foreground">
            {greeting(resortHour(new Date(), timeZone))}, {user.firstName || 'Admin'}. Here is how the resort
            is doing.
          </p>
          <EditOwnNameButton user={user} />
        </div>
        <div className="grid grid-cols-1 gap-2 min-[480px]:grid-cols-2 md:flex md:shrink-0">
          <ExportButton kind="reservations" label="Export Reservations" />
          <ExportButton kind="revenue" label="Export Revenue" />
        </div>
      </div>

      <nav aria-label="Quick actions" className="mt-6">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {QUICK_ACTIONS.map(({ href, title, text, icon }) => (
            <li key={href} className="last:col-span-2 sm:last:col-span-1">
              <Link
                href={href}
                className="group flex h-full items-center gap-3 rounded-2xl border border-border/70 bg-card/90 p-3.5 shadow-soft transition hover:-translate-y-0.5 hover:border-primary/30 hover:bg-card focus-visible:outline-2 focus-visible:outline-ring"
              >
                <IconBadge
                  icon={icon}
                  className="size-10 rounded-xl transition-colors group-hover:bg-primary group-hover:text-primary-foreground"
                  iconClassName="size-5"
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold leading-tight">{title}</span>
                  <span className="mt-0.5 block truncate text-xs text-muted-foreground">{text}</span>
                </span>
                <ChevronRight
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
};
