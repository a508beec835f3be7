// POST /api/chatbot/message for everyone (spec section 7) and the admin's chat history.

import { BODY_ERRORS, errorResponses } from '@domain/api/common';
import { chatbotConversationSchema, chatReplySchema } from '@domain/api/site';
import { chatMessageSchema } from '@domain/schemas/public';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inRequest } from '../../lib/app-context';
import { requireRole } from '../../plugins/session';
import { answerChatMessage, listConversations } from './service';

// A person types a few messages a minute; a script probing reference codes is stopped here.
const CHAT_RATE_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };

// Auth runs before anything else so a visitor gets 401, not a 400.
const adminOnly = async (request: Parameters<typeof requireRole>[0]) => {
  requireRole(request, 'admin');
};

// Reservation-code lookups are budgeted per address on top of the message limit (10 per 10 minutes).
const CODE_LOOKUP_BUDGET = { max: 10, timeWindow: 10 * 60_000 };

const chatbotRoutes: FastifyPluginAsyncZod = async (app) => {
  const codeLookups = app.createRateLimit({
    ...CODE_LOOKUP_BUDGET,
    keyGenerator: (request) => `chat-code-lookup:${request.ip}`,
  });

  app.post(
    '/api/chatbot/message',
    {
      config: CHAT_RATE_LIMIT,
      schema: {
        body: chatMessageSchema,
        response: { 200: chatReplySchema, ...errorResponses(...BODY_ERRORS, 429) },
      },
    },
    async (request) =>
      answerChatMessage(inRequest(request), {
        ...request.body,
        userId: request.user?.id ?? null,
        mayLookUp: async () => {
          // isAllowed means "on the allow list"; the budget is spent once the count exceeds max
          const budget = await codeLookups(request);
          return budget.isAllowed || !budget.isExceeded;
        },
      }),
  );

  app.get(
    '/api/admin/chatbot/conversations',
    {
      preValidation: adminOnly,
      schema: { response: { 200: z.array(chatbotConversationSchema), ...errorResponses(401, 403) } },
    },
    async (request) => listConversations(inRequest(request)),
  );
};

export default chatbotRoutes;
