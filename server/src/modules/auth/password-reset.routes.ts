// The three steps of a forgotten password (spec section 7): ask for a code, check it, set the new password.
import { BODY_ERRORS, errorResponses, messageSchema } from '@domain/api/common';
import { forgotPasswordSchema, resetPasswordSchema, verifyResetCodeSchema } from '@domain/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type AppContext, inRequest } from '../../lib/app-context';
import { withBlankFields } from '../../lib/request-body';
import { AUTH_RATE_LIMIT, MAIL_RATE_LIMIT, withRetryAfter } from './route-options';
import * as service from './service';

const forgotBody = withBlankFields(['email'], forgotPasswordSchema);
const verifyBody = withBlankFields(['code'], verifyResetCodeSchema);
const resetBody = withBlankFields(['code', 'newPassword'], resetPasswordSchema);

/** What every reset step may answer: its confirmation, bad input, a spent budget. */
const resetStepResponses = { 200: messageSchema, ...errorResponses(...BODY_ERRORS, 429) };

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/forgot-password',
    { config: MAIL_RATE_LIMIT, schema: { body: forgotBody, response: resetStepResponses } },
    async (request) => {
      await service.requestPasswordReset(inRequest(request), request.body.email);
      // queued with the code: someone waits for it, so the job runner sends it now, not at its next poll
      app.jobs.wake();
      return { message: 'If an account exists for that email, a reset code has been sent to it.' };
    },
  );

  /** A step that checks the reset code: counted per address, a lockout's Retry-After, then its confirmation. */
  const codeStep = <Input extends { code: string }>(
    url: string,
    body: z.ZodType<Input>,
    check: (ctx: AppContext, input: Input & { ip: string }) => Promise<void>,
    message: string,
  ) =>
    app.post(
      url,
      { config: AUTH_RATE_LIMIT, schema: { body, response: resetStepResponses } },
      async (request, reply) => {
        // the schema parsed the body; the type provider cannot name its type through the generic
        const input = request.body as Input;
        await withRetryAfter(reply, check(inRequest(request), { ...input, ip: request.ip }));
        return { message };
      },
    );
  codeStep('/api/auth/verify-reset-code', verifyBody, service.verifyResetCode, 'Code verified');
  codeStep('/api/auth/reset-password', resetBody, service.resetPassword, 'Password reset successful');
};
