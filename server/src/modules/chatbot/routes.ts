// POST /api/chatbot/message for everyone (spec section 7) and the admin's chat history.
import { todayIn } from '@domain/dates';
import { chatMessageSchema } from '@domain/schemas/public';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/session';
import { answerChatMessage, listConversations } from './service';

// A person types a few messages a minute; a script probing reference codes is stopped here.
const CHAT_RATE_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };

// Auth runs before anything else so a visitor gets 401, not a 400.
const adminOnly = async (request: Parameters<typeof requireRole>[0]) => {
  requireRole(request, 'admin');
};

const chatbotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/chatbot/message',
    { config: CHAT_RATE_LIMIT, schema: { body: chatMessageSchema } },
    async (request) =>
      answerChatMessage(app.deps.db, {
        ...request.body,
        userId: request.user?.id ?? null,
        today: todayIn(app.deps.config.resortTz, app.deps.now()),
      }),
  );

  app.get('/api/admin/chatbot/conversations', { preValidation: adminOnly }, async () =>
    listConversations(app.deps.db),
  );
};

export default chatbotRoutes;
