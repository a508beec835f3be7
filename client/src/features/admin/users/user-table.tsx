// The user list: a table from md widths (User, Email, Role, Status, Reservations, Joined, Actions)
// and one card per user on phones.

import type { AdminUserDto } from '@domain/api-types';
import { formatDay, todayIn } from '@domain/dates';
import { CalendarDays, Mail, Ticket } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { RoleAndStatus, UserActions, UserName } from './user-controls';

/** The resort's day the account was made. */
export const joinedOn = (createdAt: string): string => formatDay(todayIn(undefined, new Date(createdAt)));

type Props = {
  users: readonly AdminUserDto[];
  selfId: string;
  onEdit: (user: AdminUserDto) => void;
  onDelete: (user: AdminUserDto) => void;
};

export const UserTable = ({ users, selfId, onEdit, onDelete }: Props) => (
  <div className="hidden overflow-x-auto md:block">
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Users</caption>
      <thead>
        <tr className="border-b border-border/70 bg-muted/50 text-xs tracking-wide text-muted-foreground uppercase">
          <th scope="col" className="px-5 py-3 font-semibold">
            User
          </th>
          <th scope="col" className="px-3 py-3 font-semibold">
            Email
          </th>
          <th scope="col" className="px-3 py-3 font-semibold">
            Role
          </th>
          <th scope="col" className="px-3 py-3 font-semibold">
            Status
          </th>
          <th scope="col" className="px-3 py-3 text-center font-semibold">
            Reservations
          </th>
          <th scope="col" className="px-3 py-3 font-semibold">
            Joined
          </th>
          <th scope="col" className="px-5 py-3 text-right font-semibold">
            Actions
          </th>
        </tr>
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
              <td className="max-w-[16rem] truncate px-3 py-4 pt-6 text-muted-foreground" title={user.email}>
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
                {joinedOn(user.createdAt)}
              </td>
              <td className="px-5 py-4 pt-4">
                <div className="flex justify-end">
                  <UserActions
                    user={user}
                    isSelf={isSelf}
                    onEdit={() => onEdit(user)}
                    onDelete={() => onDelete(user)}
                  />
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  </div>
);

export const UserCards = ({ users, selfId, onEdit, onDelete }: Props) => (
  <ul className="grid gap-3 md:hidden">
    {users.map((user) => {
      const isSelf = user.id === selfId;
      return (
        <li key={user.id}>
          <Card className="grid gap-4 p-4">
            <UserName user={user} isSelf={isSelf} />
            <dl className="grid gap-1.5 text-sm text-muted-foreground">
              <div className="flex min-w-0 items-center gap-2">
                <dt>
                  <Mail className="size-4" aria-hidden="true" />
                  <span className="sr-only">Email</span>
                </dt>
                <dd className="truncate">{user.email}</dd>
              </div>
              <div className="flex items-center gap-2">
                <dt>
                  <Ticket className="size-4" aria-hidden="true" />
                  <span className="sr-only">Reservations</span>
                </dt>
                <dd>
                  {user.reservationCount} {user.reservationCount === 1 ? 'reservation' : 'reservations'}
                </dd>
              </div>
              <div className="flex items-center gap-2">
                <dt>
                  <CalendarDays className="size-4" aria-hidden="true" />
                  <span className="sr-only">Joined</span>
                </dt>
                <dd>Joined {joinedOn(user.createdAt)}</dd>
              </div>
            </dl>
            <RoleAndStatus user={user} isSelf={isSelf} layout="both" />
            <div className="border-t border-border/60 pt-3">
              <UserActions
                user={user}
                isSelf={isSelf}
                onEdit={() => onEdit(user)}
                onDelete={() => onDelete(user)}
              />
            </div>
          </Card>
        </li>
      );
    })}
  </ul>
);
