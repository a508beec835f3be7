// The notifications module's public API: use cases call notify() after their transaction commits.
// It emails the guest and/or the staff about the event; a failure is logged, never thrown (the
// booking or payment already happened, and the outbox keeps every mail).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { NotificationEvent } from './events';
import { sendNotification } from './send';

export type { NotificationEvent, NotificationType } from './events';

/** What notify needs from the app: `app` itself fits, or a reservations ServiceContext. */
export type NotifyContext = {
  deps: FastifyInstance['deps'];
  log?: Pick<FastifyBaseLogger, 'error'>;
};

export const notify = async (ctx: NotifyContext, event: NotificationEvent): Promise<void> => {
  try {
    await sendNotification(ctx, event);
  } catch (error) {
    ctx.log?.error({ err: error, event: event.type }, 'notification failed');
  }
};
