// Registered by buildApp() with the other modules: the email job and 'deliver-email' exist from the
// app's start, and mails the SMTP server refuses are queued for 'deliver-email'.
import type { FastifyPluginAsync } from 'fastify';
import { registerEmailDelivery } from './email-delivery';
import { registerEmailJob } from './email-job';

const notificationsPlugin: FastifyPluginAsync = async (app) => {
  const stop = registerEmailDelivery(app.jobs, app.deps.mailer, app.deps.db, app.deps.now);
  registerEmailJob(app.jobs, app);
  app.addHook('onClose', async () => stop());
};

export default notificationsPlugin;
