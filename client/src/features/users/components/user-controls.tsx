// The parts of a user row: avatar, role select, Active/Disabled switch and the action buttons.
// The admin's own row keeps its role and status (the server refuses too) and says why.

import type { AdminUserDto } from '@domain/api-types';
import { ROLES, type Role } from '@domain/constants';
import { MSG } from '@domain/messages';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useUpdateUser } from '../api/admin-users';
import { fullName, initials, ROLE_LABELS, roleNamed } from '../lib/user-list';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

const AVATAR_TONES: Record<Role, string> = {
  customer: 'bg-secondary text-primary',
  receptionist: 'bg-lagoon/20 text-primary',
  admin: 'bg-accent/15 text-[#a8481f]',
};

export const UserAvatar = ({ user, className }: { user: AdminUserDto; className?: string }) => (
  <span
    aria-hidden="true"
    className={cn(
      'flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
      AVATAR_TONES[user.role],
      className,
    )}
  >
    {initials(user)}
  </span>
);

export const UserName = ({ user, isSelf }: { user: AdminUserDto; isSelf: boolean }) => (
  <div className="flex min-w-0 items-center gap-3">
    <UserAvatar user={user} />
    <div className="min-w-0">
      <p className="truncate font-semibold text-foreground">
        {fullName(user) || 'Unnamed user'}
        {isSelf ? (
          <span className="ml-2 rounded-full bg-primary/10 px-2 py-0.5 align-middle text-xs font-semibold text-primary">
            You
          </span>
        ) : null}
      </p>
    </div>
  </div>
);

const useUserPatch = (user: AdminUserDto) => {
  const update = useUpdateUser();
  const name = fullName(user) || user.email;
  const patch = (change: { role: Role } | { isActive: boolean }, success: string) =>
    update.mutate(
      { id: user.id, patch: change },
      {
        onSuccess: () => toast({ title: 'User updated', description: success, variant: 'success' }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to update user'),
            variant: 'destructive',
          }),
      },
    );
  return {
    pending: update.isPending,
    setRole: (role: Role) =>
      patch({ role }, `${name} is now ${role === 'admin' ? 'an' : 'a'} ${ROLE_LABELS[role].toLowerCase()}.`),
    setActive: (isActive: boolean) =>
      patch({ isActive }, `${name}'s account is now ${isActive ? 'active' : 'disabled'}.`),
  };
};

/** Role select and status switch of one user; `hintId` names the 'own account' hint when it is shown. */
export const RoleAndStatus = ({
  user,
  isSelf,
  layout,
}: {
  user: AdminUserDto;
  isSelf: boolean;
  layout: 'role' | 'status' | 'both';
}) => {
  const { pending, setRole, setActive } = useUserPatch(user);
  const name = fullName(user) || user.email;
  const hintId = `self-hint-${user.id}`;
  const disabled = isSelf || pending;

  const role = (
    <NativeSelect
      aria-label={`Role of ${name}`}
      aria-describedby={isSelf ? hintId : undefined}
      value={user.role}
      disabled={disabled}
      onChange={(event) => {
        const picked = roleNamed(event.target.value);
        if (picked) setRole(picked);
      }}
      className="h-9 w-[9.5rem] rounded-full text-sm"
      options={ROLE_OPTIONS}
    />
  );

  const status = (
    <StatusSwitch
      checked={user.isActive}
      disabled={disabled}
      label={`Account of ${name} active`}
      describedBy={isSelf ? hintId : undefined}
      onChange={setActive}
    />
  );

  return (
    <div className="grid gap-1.5">
      {layout === 'role' ? (
        role
      ) : layout === 'status' ? (
        status
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          {role}
          {status}
        </div>
      )}
      {isSelf && layout !== 'role' ? (
        <p id={hintId} className="max-w-[14rem] text-xs text-muted-foreground">
          {MSG.cannotChangeOwnRole}
        </p>
      ) : null}
      {isSelf && layout === 'role' ? (
        <span id={hintId} className="sr-only">
          {MSG.cannotChangeOwnRole}
        </span>
      ) : null}
    </div>
  );
};

/** An Active/Disabled switch: a button with role switch, its state written beside it. */
export const StatusSwitch = ({
  checked,
  disabled,
  label,
  describedBy,
  onChange,
}: {
  checked: boolean;
  disabled?: boolean;
  label: string;
  describedBy?: string;
  onChange: (checked: boolean) => void;
}) => (
  <div className="inline-flex items-center gap-2.5">
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-55',
        checked ? 'bg-success' : 'bg-muted-foreground/35',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-5 rounded-full bg-white shadow-sm transition-transform',
          checked ? 'translate-x-5.5' : 'translate-x-0.5',
        )}
      />
    </button>
    <span
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-semibold',
        checked ? 'bg-success/12 text-success' : 'bg-destructive/10 text-[#8f2a12]',
      )}
    >
      {checked ? 'Active' : 'Disabled'}
    </span>
  </div>
);

export const UserActions = ({
  user,
  isSelf,
  onEdit,
  onDelete,
}: {
  user: AdminUserDto;
  isSelf: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) => {
  const name = fullName(user) || user.email;
  return (
    <div className="flex items-center gap-1.5">
      <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
        <Pencil aria-hidden="true" />
        <span className="lg:sr-only xl:not-sr-only">Edit</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={onDelete}
        aria-label={isSelf ? `Delete ${name} (${MSG.cannotDeleteSelf})` : `Delete ${name}`}
        className="text-destructive hover:bg-destructive/8 hover:text-destructive"
      >
        <Trash2 aria-hidden="true" />
        <span className="lg:sr-only xl:not-sr-only">Delete</span>
      </Button>
    </div>
  );
};
