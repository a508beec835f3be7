// The front desk over HTTP (spec section 7, Receptionist): reservations and their moves, payment checks,
// desk payments, walk-in customers and bookings made for them, the gate's day visitors. Receptionists and admins only.
// The routes only unpack the request: each use case lives with the table owner it writes (reservations,
// auth for the customer accounts), booking a walk-in in ./walk-in-booking.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gateRoutes } from './gate.routes';
import { groupRoutes } from './group.routes';
import { moneyRoutes } from './money.routes';
import { reservationRoutes } from './reservations.routes';
import { staffOf } from './route-options';
import { walkInRoutes } from './walk-in.routes';

const frontDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is looked at: a visitor gets 401 and a customer 403 whatever they send.
  app.addHook('preValidation', async (request) => {
    staffOf(request);
  });
  await app.register(reservationRoutes);
  await app.register(moneyRoutes);
  await app.register(walkInRoutes);
  await app.register(gateRoutes);
  await app.register(groupRoutes);
};

export default frontDeskRoutes;
