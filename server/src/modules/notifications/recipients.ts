// Who gets the staff alerts: STAFF_EMAIL, else ADMIN_EMAIL, else every active admin.
import { findActiveAdminEmails } from '../auth';
import type { NotifyContext } from './context';

export const staffRecipients = async (ctx: NotifyContext): Promise<string[]> => {
  const { config, db } = ctx.deps;
  const configured = config.staffEmail ?? config.adminEmail;
  if (configured) return [configured];
  return findActiveAdminEmails(db);
};
