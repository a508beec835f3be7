// The desk's list of reservations and the moves through their statuses (spec section 7, Receptionist).
import { receptionistStatsSchema, reservationSchema } from '@domain/api/reservations';
import {
  checkoutReservationSchema,
  confirmReservationSchema,
  extendHoldSchema,
  extendStaySchema,
} from '@domain/schemas/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inRequest } from '../../lib/app-context';
import { deleteRoute, guardedRoute, noContentOnceDone } from '../../lib/guarded-route';
import { idParams } from '../../lib/route-ids';
import {
  changeStatus,
  deleteReservation,
  extendHold,
  extendStay,
  frontDeskStats,
  listStaffReservations,
  type StatusAction,
} from '../reservations';
import { CHANGE_ERRORS, changeRoute, staffOf } from './route-options';

/** Bodyless moves (the body of confirm and checkout is optional: see below). */
const BODYLESS_ACTIONS = {
  checkin: 'checkin',
  cancel: 'cancel',
  'no-show': 'no_show',
} as const satisfies Record<string, StatusAction>;

export const reservationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/receptionist/reservations',
    guardedRoute({ answer: z.array(reservationSchema) }),
    async (request) => listStaffReservations(inRequest(request)),
  );

  app.get('/api/receptionist/stats', guardedRoute({ answer: receptionistStatsSchema }), async (request) =>
    frontDeskStats(inRequest(request)),
  );

  // Bodyless actions: PATCH .../checkin, /cancel, /no-show answer the updated reservation.
  for (const [path, action] of Object.entries(BODYLESS_ACTIONS)) {
    app.patch(
      `/api/receptionist/reservations/:id/${path}`,
      guardedRoute({ params: idParams, answer: reservationSchema, errors: CHANGE_ERRORS }),
      async (request) =>
        changeStatus(inRequest(request), { id: request.params.id, action, staff: staffOf(request) }),
    );
  }

  // Confirm: bodyless as the spec has it; { overrideReason } confirms without a verified down payment.
  app.patch(
    '/api/receptionist/reservations/:id/confirm',
    changeRoute(confirmReservationSchema, reservationSchema),
    async (request) =>
      changeStatus(inRequest(request), {
        id: request.params.id,
        action: 'confirm',
        overrideReason: request.body.overrideReason,
        staff: staffOf(request),
      }),
  );

  // Check-out: bodyless as the spec has it; { leaveUnpaid: true } checks out a guest who still owes money.
  app.patch(
    '/api/receptionist/reservations/:id/checkout',
    changeRoute(checkoutReservationSchema, reservationSchema),
    async (request) =>
      changeStatus(inRequest(request), {
        id: request.params.id,
        action: 'checkout',
        leaveUnpaid: request.body.leaveUnpaid,
        staff: staffOf(request),
      }),
  );

  app.patch(
    '/api/receptionist/reservations/:id/extend',
    changeRoute(extendStaySchema, reservationSchema),
    async (request) =>
      extendStay(inRequest(request), { id: request.params.id, ...request.body, staff: staffOf(request) }),
  );

  // An unverified online booking kept past its "verify by" time: a reason, recorded with who and when.
  app.patch(
    '/api/receptionist/reservations/:id/extend-hold',
    changeRoute(extendHoldSchema, reservationSchema),
    async (request) =>
      extendHold(inRequest(request), { id: request.params.id, ...request.body, staff: staffOf(request) }),
  );

  app.delete(
    '/api/receptionist/reservations/:id',
    deleteRoute(idParams, CHANGE_ERRORS),
    async (request, reply) =>
      noContentOnceDone(
        reply,
        deleteReservation(inRequest(request), { id: request.params.id, staff: staffOf(request) }),
      ),
  );
};
