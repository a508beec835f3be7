// The user list: a table from md widths (User, Email, Role, Status, Reservations, Joined, Actions)
// and one card per user on phones.

import type { AdminUserDto } from '@domain/api-types';
import { formatDay, todayIn } from '@domain/dates';
import { CalendarDays, type LucideIcon, Mail, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { type Column, HeaderRow } from '@/components/ui/table';
import { useResortClock } from '@/features/site-config';
import { RoleAndStatus, UserActions, UserName } from './user-controls';

/** The day the account was made on the resort's calendar (`timeZone`: useResortClock). */
export const joinedOn = (createdAt: string, timeZone: string): string =>
  formatDay(todayIn(timeZone, new Date(createdAt)));

const COLUMNS: readonly Column[] = [
  ['User', 'px-5 py-3 font-semibold'],
  ['Email', 'px-3 py-3 font-semibold'],
  ['Role', 'px-3 py-3 font-semibold'],
  ['Status', 'px-3 py-3 font-semibold'],
  ['Reservations', 'px-3 py-3 text-center font-semibold'],
  ['Joined', 'px-3 py-3 font-semibold'],
  ['Actions', 'px-5 py-3 text-right font-semibold'],
];

/** One fact of a user's phone card: an icon named for screen readers, then the value (cut to one line). */
const CardFact = ({ icon: Icon, label, truncate, children }: CardFactProps) => (
  <div className={truncate ? 'flex min-w-0 items-center gap-2' : 'flex items-center gap-2'}>
    <dt>
      <Icon className="size-4" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </dt>
    <dd className={truncate ? 'truncate' : undefined}>{children}</dd>
  </div>
);
type CardFactProps = { icon: LucideIcon; label: string; truncate?: boolean; children: ReactNode };

type Handlers = { onEdit: (user: AdminUserDto) => void; onDelete: (user: AdminUserDto) => void };
type Props = Handlers & { users: readonly AdminUserDto[]; selfId: string };

/** Edit and Delete, bound to one user. */
const ActionsFor = ({
  user,
  isSelf,
  onEdit,
  onDelete,
}: Handlers & { user: AdminUserDto; isSelf: boolean }) => (
  <UserActions user={user} isSelf={isSelf} onEdit={() => onEdit(user)} onDelete={() => onDelete(user)} />
);

export const UserTable = ({ users, selfId, onEdit, onDelete }: Props) => {
  const { timeZone } = useResortClock();
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Users</caption>
        <thead>
          <HeaderRow
            columns={COLUMNS}
            className="border-b border-border/70 bg-muted/50 text-xs tracking-wide text-muted-foreground uppercase"
          />
        </thead>
        <tbody>
          {users.map((user) => {
            const isSelf = user.id === selfId;
            return (
              <tr
                key={user.id}
                className="border-b border-border/60 align-top last:border-0 hover:bg-secondary/30"
              >
                <td className="px-5 py-4">
                  <UserName user={user} isSelf={isSelf} />
                </td>
                <td
                  className="max-w-[16rem] truncate px-3 py-4 pt-6 text-muted-foreground"
                  title={user.email}
                >
                  {user.email}
                </td>
                <td className="px-3 py-4 pt-4">
                  <RoleAndStatus user={user} isSelf={isSelf} layout="role" />
                </td>
                <td className="px-3 py-4 pt-5">
                  <RoleAndStatus user={user} isSelf={isSelf} layout="status" />
                </td>
                <td className="px-3 py-4 pt-6 text-center font-semibold tabular-nums">
                  {user.reservationCount}
                </td>
                <td className="px-3 py-4 pt-6 whitespace-nowrap text-muted-foreground">
                  {joinedOn(user.createdAt, timeZone)}
                </td>
                <td className="px-5 py-4 pt-4">
                  <div className="flex justify-end">
                    <ActionsFor user={user} isSelf={isSelf} onEdit={onEdit} onDelete={onDelete} />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
};

export const UserCards = ({ users, selfId, onEdit, onDelete }: Props) => {
  const { timeZone } = useResortClock();
  return (
    <ul className="grid gap-3 md:hidden">
      {users.map((user) => {
        const isSelf = user.id === selfId;
        return (
          <li key={user.id}>
            <Card className="grid gap-4 p-4">
              <UserName user={user} isSelf={isSelf} />
              <dl className="grid gap-1.5 text-sm text-muted-foreground">
                <CardFact icon={Mail} label="Email" truncate>
                  {user.email}
                </CardFact>
                <CardFact icon={Ticket} label="Reservations">
                  {user.reservationCount} {user.reservationCount === 1 ? 'reservation' : 'reservations'}
                </CardFact>
                <CardFact icon={CalendarDays} label="Joined">
                  Joined {joinedOn(user.createdAt, timeZone)}
                </CardFact>
              </dl>
              <RoleAndStatus user={user} isSelf={isSelf} layout="both" />
              <div className="border-t border-border/60 pt-3">
                <ActionsFor user={user} isSelf={isSelf} onEdit={onEdit} onDelete={onDelete} />
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
};
