// The admin's view of archived reservations (the desk's "Delete" of a finished stay): gone from every
// list, kept with payments, refunds, history and review, and still counted by every report.

import { reservationSchema } from '@domain/api/reservations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inRequest } from '../../lib/app-context';
import { guardedRoute } from '../../lib/guarded-route';
import { listArchivedReservations } from './reservation-dtos';

const reservationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/reservations/archived',
    guardedRoute({ answer: z.array(reservationSchema) }),
    async (request) => listArchivedReservations(inRequest(request)),
  );
};

export default reservationAdminRoutes;
