// Profile: the guest's details, read-only (first name, last name, email, account type).

import { Mail, ShieldCheck } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import type { AuthUser } from '@/features/auth';
import { ROLE_LABELS } from '../lib/booking-view';
import { useDashboardText } from '../messages';

const ReadOnlyField = ({ id, label, value }: { id: string; label: string; value: string }) => (
  <div className="grid gap-1.5">
    <Label htmlFor={id}>{label}</Label>
    <Input id={id} value={value} readOnly className="bg-muted/50 focus-visible:bg-white" />
  </div>
);

export const ProfileTab = ({ user }: { user: AuthUser }) => {
  const initials = `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`.toUpperCase() || 'G';
  const { t } = useDashboardText();
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center gap-4 border-b border-border bg-gradient-to-r from-secondary to-sand/70 p-5 sm:p-6">
        {user.profileImageUrl ? (
          <img
            src={user.profileImageUrl}
            alt=""
            className="size-16 rounded-full object-cover ring-4 ring-white"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-16 items-center justify-center rounded-full bg-primary font-display text-2xl font-semibold text-primary-foreground ring-4 ring-white"
          >
            {initials}
          </span>
        )}
        <div className="min-w-0">
          <h3 className="truncate text-xl font-semibold">
            {[user.firstName, user.lastName].filter(Boolean).join(' ') || t('profile.guest')}
          </h3>
          <p className="flex items-center gap-1.5 truncate text-sm text-muted-foreground">
            <Mail className="size-3.5 shrink-0" aria-hidden="true" /> {user.email}
          </p>
        </div>
      </div>
      <fieldset className="grid gap-4 p-5 sm:grid-cols-2 sm:p-6">
        <legend className="sr-only">Your details (read-only)</legend>
        <ReadOnlyField id="profile-first-name" label={t('profile.firstName')} value={user.firstName ?? ''} />
        <ReadOnlyField id="profile-last-name" label={t('profile.lastName')} value={user.lastName ?? ''} />
        <ReadOnlyField id="profile-email" label={t('profile.email')} value={user.email} />
        <ReadOnlyField
          id="profile-role"
          label={t('profile.accountType')}
          value={user.role === 'customer' ? t('profile.customer') : (ROLE_LABELS[user.role] ?? user.role)}
        />
      </fieldset>
      <p className="flex items-start gap-2 border-t border-border px-5 py-4 text-sm text-muted-foreground sm:px-6">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>{t('profile.changeDetails')}</span>
      </p>
    </Card>
  );
};
