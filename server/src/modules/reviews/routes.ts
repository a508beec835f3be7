// Review calls: the public list, a guest's own reviews and new review, and the admin's moderation.
import { BODY_ERRORS, errorResponses } from '@domain/api/common';
import { publicReviewSchema, reviewSchema } from '@domain/api/site';
import { createReviewSchema } from '@domain/schemas/booking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inRequest } from '../../lib/app-context';
import { requireRole, requireUser } from '../../plugins/session';
import {
  createReview,
  listAllReviews,
  listPublicReviews,
  listUserReviews,
  setReviewApproved,
} from './service';

const idParams = z.object({ id: z.string() });
const moderationSchema = z.object({ approved: z.boolean({ error: 'Say whether the review is approved' }) });

// Auth runs before body validation so a visitor gets 401, not a 400 about the body.
const signedIn = async (request: Parameters<typeof requireUser>[0]) => {
  requireUser(request);
};
const adminOnly = async (request: Parameters<typeof requireUser>[0]) => {
  requireRole(request, 'admin');
};

const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/reviews', { schema: { response: { 200: z.array(publicReviewSchema) } } }, async (request) =>
    listPublicReviews(inRequest(request)),
  );

  app.get(
    '/api/user/reviews',
    {
      preValidation: signedIn,
      schema: { response: { 200: z.array(reviewSchema), ...errorResponses(401, 403) } },
    },
    async (request) => listUserReviews(inRequest(request), requireUser(request).id),
  );

  app.post(
    '/api/reviews',
    {
      preValidation: signedIn,
      schema: {
        body: createReviewSchema,
        response: { 201: reviewSchema, ...errorResponses(...BODY_ERRORS, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const review = await createReview(inRequest(request), { userId: user.id, ...request.body });
      return reply.status(201).send(review);
    },
  );

  app.get(
    '/api/admin/reviews',
    {
      preValidation: adminOnly,
      schema: { response: { 200: z.array(reviewSchema), ...errorResponses(401, 403) } },
    },
    async (request) => listAllReviews(inRequest(request)),
  );

  app.patch(
    '/api/admin/reviews/:id',
    {
      preValidation: adminOnly,
      schema: {
        params: idParams,
        body: moderationSchema,
        response: { 200: reviewSchema, ...errorResponses(...BODY_ERRORS, 401, 403, 404) },
      },
    },
    async (request) =>
      setReviewApproved(inRequest(request), { id: request.params.id, approved: request.body.approved }),
  );
};

export default reviewRoutes;
