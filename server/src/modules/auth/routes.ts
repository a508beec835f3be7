// Accounts over HTTP (spec sections 2 and 7): signup, sign-in, sign-out, the current user and password reset.
// The routes only unpack the request: the rules are in ./service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { redirectRoutes, sessionRoutes } from './session.routes';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sessionRoutes);
  await app.register(redirectRoutes);
  await app.register(accountRoutes);
  await app.register(passwordResetRoutes);
};

export default authRoutes;
