// Registered by buildApp() with the other modules: the 'deliver-email' job exists from the app's start,
// and mails the SMTP server refuses are queued for it.
import type { FastifyPluginAsync } from 'fastify';
import { registerEmailDelivery } from './email-delivery';

const notificationsPlugin: FastifyPluginAsync = async (app) => {
  const stop = registerEmailDelivery(app.jobs, app.deps.mailer, app.deps.db);
  app.addHook('onClose', async () => stop());
};

export default notificationsPlugin;
