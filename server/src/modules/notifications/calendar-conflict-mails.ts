// A calendar conflict found by the sync: the staff's "Calendar conflict" alert, one per conflict; and a
// feed that stopped syncing: the staff's "Calendar failing" alert, once per run of failures.
import type { CalendarConflictDto, CalendarFeedAlertDto } from '@domain/api-types';
import type { AppContext } from '../../lib/app-context';
import type { SendOptions } from '../../lib/mailer';
import { findContentMap } from '../content';
import { staffRecipients } from './recipients';
import { sendOrder } from './send';

export const sendCalendarConflictMails = async (
  ctx: AppContext,
  conflicts: readonly CalendarConflictDto[],
  sendOptions: SendOptions,
) => {
  if (conflicts.length === 0) return;
  const content = await findContentMap(ctx.deps.db, ['contact_email', 'contact_phone']);
  const staff = await staffRecipients(ctx);
  await sendOrder(
    ctx,
    { kind: 'calendar_conflicts', conflicts: [...conflicts], content, staff },
    sendOptions,
  );
};

export const sendCalendarFeedAlertMails = async (
  ctx: AppContext,
  feed: { alert: CalendarFeedAlertDto; url: string },
  sendOptions: SendOptions,
) => {
  const content = await findContentMap(ctx.deps.db, ['contact_email', 'contact_phone']);
  const staff = await staffRecipients(ctx);
  await sendOrder(
    ctx,
    {
      kind: 'calendar_feed_alert',
      alert: feed.alert,
      url: feed.url,
      content,
      timeZone: ctx.deps.config.resortTz,
      staff,
    },
    sendOptions,
  );
};
