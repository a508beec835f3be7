// Guest reservation calls (spec section 7): book, list my bookings, cancel my booking
// (./booking.routes.ts), book a day visit (./day-visit.routes.ts), and the weather rebooking (./weather.routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session';
import { bookingRoutes } from './booking.routes';
import { bookingGroupRoutes } from './booking-group.routes';
import { dayVisitBookingRoutes } from './day-visit.routes';
import { defineReservationJobs } from './jobs';
import { weatherRoutes } from './weather.routes';

const reservationRoutes: FastifyPluginAsyncZod = async (app) => {
  defineReservationJobs(app);
  // Every call here needs a signed-in, active user: 401/403 before the body is even looked at.
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });
  await app.register(bookingRoutes);
  await app.register(bookingGroupRoutes);
  await app.register(dayVisitBookingRoutes);
  await app.register(weatherRoutes);
};

export default reservationRoutes;
