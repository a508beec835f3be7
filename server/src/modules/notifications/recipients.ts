// Who gets the staff alerts: STAFF_EMAIL, else ADMIN_EMAIL, else every active admin.

import type { AppContext } from '../../lib/app-context';
import { findActiveAdminEmails } from '../auth';

export const staffRecipients = async (ctx: AppContext): Promise<string[]> => {
  const { config, db } = ctx.deps;
  const configured = config.staffEmail ?? config.adminEmail;
  if (configured) return [configured];
  return findActiveAdminEmails(db);
};
