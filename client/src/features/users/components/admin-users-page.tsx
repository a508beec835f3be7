// /admin-users (spec section 2): every account with its role, status, reservation count and join date;
// a search by name, email or role; counts per role; Edit, role, Active/Disabled and Delete.
// The admin keeps their own role, status and account (spec section 5), checked here and by the server.

import type { AdminUserDto } from '@domain/api-types';
import { MSG } from '@domain/messages';
import { ConciergeBell, type LucideIcon, SearchX, ShieldCheck, UserRound, Users, X } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { AdminPageBody, AdminPageHeader } from '@/components/admin/admin-page-header';
import { ConfirmDeleteDialog, useConfirmDelete } from '@/components/admin/confirm-delete-dialog';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/empty-state';
import { IconBadge } from '@/components/ui/icon-badge';
import { SearchBox } from '@/components/ui/search-box';
import { LoadingPlaceholders, Skeleton, SkeletonBars } from '@/components/ui/skeleton';
import type { AuthUser } from '@/features/auth';
import { toast } from '@/hooks/use-toast';
import { useAdminUsers, useDeleteUser } from '../api/admin-users';
import { fullName, searchUsers, userCounts } from '../lib/user-list';
import { EditUserDialog } from './edit-user-dialog';
import { UserCards, UserTable } from './user-table';

const CountCard = ({ icon, label, value }: { icon: LucideIcon; label: string; value?: number }) => (
  <Card className="flex flex-col items-start gap-2.5 p-4 min-[480px]:flex-row min-[480px]:items-center sm:gap-4 sm:p-5">
    <IconBadge icon={icon} className="size-10 sm:size-11" iconClassName="size-5" />
    <div className="min-w-0">
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
      {value === undefined ? (
        <Skeleton className="mt-1 h-7 w-10" />
      ) : (
        <p className="font-display text-2xl font-semibold tabular-nums leading-tight sm:text-3xl">{value}</p>
      )}
    </div>
  </Card>
);

const UserCounts = ({ counts }: { counts?: ReturnType<typeof userCounts> }) => (
  <section aria-label="User counts" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
    <CountCard icon={Users} label="Total Users" value={counts?.total} />
    <CountCard icon={UserRound} label="Customers" value={counts?.customers} />
    <CountCard icon={ConciergeBell} label="Receptionists" value={counts?.receptionists} />
    <CountCard icon={ShieldCheck} label="Admins" value={counts?.admins} />
  </section>
);

type UserListProps = Parameters<typeof UserTable>[0];

/** The list under the search box: skeletons, a retry, "no match" with Clear search, or the users. */
const UserListBody = ({
  users,
  search,
  onClearSearch,
  listProps,
}: {
  users: ReturnType<typeof useAdminUsers>;
  search: string;
  onClearSearch: () => void;
  listProps: UserListProps;
}) => {
  if (users.isLoading)
    return (
      <LoadingPlaceholders label="Loading users…" count={5} className="grid gap-3 p-5">
        <SkeletonBars
          className="flex items-center gap-3"
          bars={['size-10 rounded-full', 'h-4 w-40', 'ml-auto hidden h-4 w-52 sm:block']}
        />
      </LoadingPlaceholders>
    );
  if (users.isError)
    return (
      <div className="p-5">
        <LoadFailed message="We couldn't load the users." onRetry={() => void users.refetch()} />
      </div>
    );
  if (listProps.users.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-14 text-center">
        <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{search.trim() ? `No users match “${search.trim()}”` : 'No users yet'}</p>
        {search.trim() ? (
          <Button variant="outline" size="sm" onClick={onClearSearch}>
            <X aria-hidden="true" /> Clear search
          </Button>
        ) : null}
      </div>
    );
  return (
    <>
      <UserTable {...listProps} />
      <div className="p-3 md:hidden">
        <UserCards {...listProps} />
      </div>
    </>
  );
};

const DeleteUserDetails = ({ user }: { user: AdminUserDto }) => (
  <>
    <p className="font-semibold">{fullName(user) || 'Unnamed user'}</p>
    <p className="text-muted-foreground">{user.email}</p>
    {user.reservationCount > 0 ? (
      <p className="mt-1 text-muted-foreground">
        Has {user.reservationCount} {user.reservationCount === 1 ? 'reservation' : 'reservations'}.
      </p>
    ) : null}
  </>
);

/** Delete with a confirmation; the admin's own account is refused before asking. */
const useUserDeletion = (me: AuthUser) => {
  const remove = useDeleteUser();
  const {
    deleting,
    ask,
    dialog: deleteDialog,
  } = useConfirmDelete<AdminUserDto>(remove, {
    title: 'User deleted',
    deleted: (user) => `${fullName(user) || user.email}'s account was deleted.`,
    failure: 'Failed to delete user',
  });
  const askDelete = (user: AdminUserDto) => {
    if (user.id === me.id) {
      toast({ title: 'Error', description: MSG.cannotDeleteSelf, variant: 'destructive' });
      return;
    }
    ask(user);
  };
  return { deleting, deleteDialog, askDelete };
};

const accountsSummary = (all: AdminUserDto[] | undefined, shown: AdminUserDto[], search: string) =>
  all
    ? search.trim()
      ? `${shown.length} of ${all.length} users match`
      : `${all.length} ${all.length === 1 ? 'account' : 'accounts'}`
    : 'Loading accounts…';

export default function AdminUsersPage({ user: me }: { user: AuthUser }) {
  useDocumentTitle('User Management');
  const users = useAdminUsers();
  const [query, setQuery] = useState('');
  const search = useDeferredValue(query);
  const [editing, setEditing] = useState<AdminUserDto | null>(null);
  const { deleting, deleteDialog, askDelete } = useUserDeletion(me);

  const all = users.data;
  const counts = all ? userCounts(all) : undefined;
  const shown = useMemo(() => searchUsers(all ?? [], search), [all, search]);

  const listProps = { users: shown, selfId: me.id, onEdit: setEditing, onDelete: askDelete };

  return (
    <div>
      <AdminPageHeader
        title="User Management"
        description="Guests, front desk staff and administrators: change roles, disable accounts, correct details or remove accounts without bookings."
      />
      <AdminPageBody>
        <UserCounts counts={counts} />

        <Card className="mt-6 overflow-hidden">
          <div className="flex flex-col gap-3 border-b border-border/70 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
            <div>
              <h2 className="text-lg font-semibold">All Users</h2>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {accountsSummary(all, shown, search)}
              </p>
            </div>
            <SearchBox
              id="user-search"
              label="Search users by name, email or role"
              placeholder="Search name, email or role"
              value={query}
              onValueChange={setQuery}
            />
          </div>

          <UserListBody
            users={users}
            search={search}
            onClearSearch={() => setQuery('')}
            listProps={listProps}
          />
        </Card>
      </AdminPageBody>

      <EditUserDialog item={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDeleteDialog
        {...deleteDialog}
        title="Delete User"
        description="Are you sure you want to delete this user? Their account and sign-in will be removed."
        details={deleting ? <DeleteUserDetails user={deleting} /> : null}
        warning="This cannot be undone. Users with reservations cannot be deleted."
        confirmLabel="Delete User"
      />
    </div>
  );
}
