// Registered by buildApp() with the other modules: the 'deliver-email' and 'notify' jobs exist from the
// app's start, and mails the SMTP server refuses are queued for 'deliver-email'.
import type { FastifyPluginAsync } from 'fastify';
import { registerNotifyJob } from './after-commit';
import { registerEmailDelivery } from './email-delivery';

const notificationsPlugin: FastifyPluginAsync = async (app) => {
  const stop = registerEmailDelivery(app.jobs, app.deps.mailer, app.deps.db, app.deps.now);
  registerNotifyJob(app.jobs, app);
  app.addHook('onClose', async () => stop());
};

export default notificationsPlugin;
