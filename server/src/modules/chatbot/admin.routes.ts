// The chat assistant's admin routes, mounted behind the admin guard by admin/routes.ts:
// the FAQ the assistant matches first, and the questions it could not answer.

import { chatbotFaqSchema, unansweredQuestionSchema } from '@domain/api/chatbot';
import { FAQ_LIMITS } from '@domain/chatbot';
import { faqInputSchema } from '@domain/schemas/chatbot';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inRequest } from '../../lib/app-context';
import { deleteRoute, guardedRoute, noContentOnceDone } from '../../lib/guarded-route';
import { idParams } from '../../lib/route-ids';
import { requireRole } from '../../plugins/session';
import * as faqs from './faq.service';

/** At most `max` items once blanks are dropped: a refine, which JSON Schema cannot show, so said as maxItems. */
const documentLimit = <S extends z.ZodType>(field: S, max: number, noun: string) =>
  field.meta({ maxItems: max, description: `At most ${max} ${noun}s (blank ones are dropped first)` });

/** The entry as the domain checks it, with its lists' limits in the reference. */
const faqBody = faqInputSchema.extend({
  keywords: documentLimit(faqInputSchema.shape.keywords, FAQ_LIMITS.keywords, 'keyword'),
  phrasings: documentLimit(faqInputSchema.shape.phrasings, FAQ_LIMITS.phrasings, 'phrasing'),
});

const chatbotAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminId = (request: Parameters<typeof requireRole>[0]) => requireRole(request, 'admin').id;

  app.get('/api/admin/chatbot/faqs', guardedRoute({ answer: z.array(chatbotFaqSchema) }), async (request) =>
    faqs.listFaqs(inRequest(request)),
  );

  app.post(
    '/api/admin/chatbot/faqs',
    guardedRoute({ body: faqBody, status: 201, answer: chatbotFaqSchema, errors: [409] }),
    async (request, reply) =>
      reply.status(201).send(await faqs.createFaq(inRequest(request), request.body, adminId(request))),
  );

  app.put(
    '/api/admin/chatbot/faqs/:id',
    guardedRoute({ params: idParams, body: faqBody, answer: chatbotFaqSchema, errors: [404] }),
    async (request) =>
      faqs.updateFaq(inRequest(request), {
        id: request.params.id,
        input: request.body,
        adminId: adminId(request),
      }),
  );

  app.delete('/api/admin/chatbot/faqs/:id', deleteRoute(idParams, [404]), async (request, reply) =>
    noContentOnceDone(reply, faqs.deleteFaq(inRequest(request), request.params.id)),
  );

  app.get(
    '/api/admin/chatbot/unanswered',
    guardedRoute({ answer: z.array(unansweredQuestionSchema) }),
    async (request) => faqs.listUnansweredQuestions(inRequest(request)),
  );
};

export default chatbotAdminRoutes;
