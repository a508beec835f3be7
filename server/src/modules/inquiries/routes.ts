// POST /api/inquiries: the 'Send us a Message' form (spec sections 5 and 7); the sender gets an
// acknowledgement and the staff a "New inquiry" email.
import { BODY_ERRORS, errorResponses } from '@domain/api/common';
import { inquirySchema as inquiryAnswerSchema } from '@domain/api/site';
import { inquirySchema } from '@domain/schemas/public';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inRequest } from '../../lib/app-context';
import { withBlankFields } from '../../lib/request-body';
import { createInquiry } from './service';

// Enough for a family sharing one connection, not for a spam run.
const INQUIRY_RATE_LIMIT = { rateLimit: { max: 20, timeWindow: '10 minutes' } };

const inquiryBody = withBlankFields(['name', 'email', 'phone', 'subject', 'message'], inquirySchema);

const inquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/inquiries',
    {
      config: INQUIRY_RATE_LIMIT,
      schema: {
        body: inquiryBody,
        response: { 201: inquiryAnswerSchema, ...errorResponses(...BODY_ERRORS, 429) },
      },
    },
    async (request, reply) => {
      // the acknowledgement to the sender and the staff's "New inquiry" go out through the job runner
      const inquiry = await createInquiry(inRequest(request), request.body);
      return reply.status(201).send(inquiry);
    },
  );
};

export default inquiryRoutes;
