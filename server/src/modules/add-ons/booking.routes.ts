// Extras on a booking after it was made (ADR 0066): the guest's own before check-in, the desk's while the
// booking holds its nights, and the desk's list of what is due today. The use cases that move the total
// are the reservations module's.

import { dueAddOnSchema, reservationAddOnSchema } from '@domain/api/add-ons';
import { errorResponses } from '@domain/api/common';
import { reservationSchema } from '@domain/api/reservations';
import { todayIn } from '@domain/dates';
import { addAddOnsSchema } from '@domain/schemas/add-ons';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inRequest } from '../../lib/app-context';
import { guardedRoute } from '../../lib/guarded-route';
import { idParams } from '../../lib/route-ids';
import { requireRole, requireUser } from '../../plugins/session';
import { addReservationAddOns, listReservationAddOns, removeReservationAddOn } from '../reservations';
import { listDueOn } from './service';

const lineParams = z.object({ id: z.string(), lineId: z.string() });
const CHANGE = [404, 409] as const;
const staff = (request: Parameters<typeof requireUser>[0]) => requireRole(request, 'receptionist', 'admin');
type AddOnActor = { id: string; as: 'guest' | 'desk' };

const addOnBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Adding extras to a booking and removing one: the guest's on their own booking and the desk's on any
   * are the same two routes under `base`, told apart by who acts (`actorOf` refuses anyone else).
   */
  const changeRoutes = (base: string, actorOf: (request: FastifyRequest) => AddOnActor) => {
    app.post(
      `${base}/:id/add-ons`,
      {
        preValidation: async (request) => void actorOf(request),
        ...guardedRoute({
          params: idParams,
          body: addAddOnsSchema,
          answer: reservationSchema,
          errors: CHANGE,
        }),
      },
      async (request) =>
        addReservationAddOns(inRequest(request), {
          reservationId: request.params.id,
          actor: actorOf(request),
          lines: request.body.addOns,
        }),
    );

    app.delete(
      `${base}/:id/add-ons/:lineId`,
      {
        preValidation: async (request) => void actorOf(request),
        ...guardedRoute({ params: lineParams, answer: reservationSchema, errors: CHANGE }),
      },
      async (request) =>
        removeReservationAddOn(inRequest(request), {
          reservationId: request.params.id,
          lineId: request.params.lineId,
          actor: actorOf(request),
        }),
    );
  };

  app.get(
    '/api/reservations/:id/add-ons',
    guardedRoute({ params: idParams, answer: z.array(reservationAddOnSchema), errors: [404] }),
    async (request) => {
      const user = requireUser(request);
      const as = user.role === 'customer' ? 'guest' : 'desk';
      return listReservationAddOns(inRequest(request), {
        reservationId: request.params.id,
        viewer: { id: user.id, as },
      });
    },
  );

  changeRoutes('/api/reservations', (request) => ({ id: requireUser(request).id, as: 'guest' }));
  changeRoutes('/api/front-desk/reservations', (request) => ({ id: staff(request).id, as: 'desk' }));

  app.get(
    '/api/front-desk/add-ons/today',
    { schema: { response: { 200: z.array(dueAddOnSchema), ...errorResponses(401, 403) } } },
    async (request) => {
      staff(request);
      const { config, now } = app.deps;
      return listDueOn(inRequest(request), todayIn(config.resortTz, now()));
    },
  );
};

export default addOnBookingRoutes;
