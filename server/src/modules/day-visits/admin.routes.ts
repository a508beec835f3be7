// The admin's day-visit offer (docs/admin.md, "Day visits"): the entrance pass, the holidays, the
// cottages. Admin only (the admin plugin's hook); every successful write clears the public reads (app.ts).
import { cottageSchema, holidaySchema, passSettingsSchema } from '@domain/api/day-visits';
import {
  cottageInputSchema,
  cottagePatchSchema,
  holidayInputSchema,
  passSettingsInputSchema,
} from '@domain/schemas/day-visits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminCollectionRoutes } from '../../lib/admin-collection-routes';
import { inRequest } from '../../lib/app-context';
import { deleteRoute, guardedRoute, noContentOnceDone } from '../../lib/guarded-route';
import { withBlankFields } from '../../lib/request-body';
import * as service from './admin.service';

const PASS_FIELDS = ['adultWeekdayPrice', 'adultWeekendPrice', 'childWeekdayPrice', 'childWeekendPrice'];

/** A missing price, name or date gets the field's own message, not a type error. */
const passBody = withBlankFields(PASS_FIELDS, passSettingsInputSchema);
const holidayBody = withBlankFields(['date', 'name'], holidayInputSchema);
const cottageBody = withBlankFields(['name', 'price'], cottageInputSchema);

const BASE = '/api/admin/day-visits';

const dayVisitAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(`${BASE}/pass`, guardedRoute({ answer: passSettingsSchema, errors: [404] }), async (request) =>
    service.getPassSettings(inRequest(request)),
  );

  app.put(`${BASE}/pass`, guardedRoute({ body: passBody, answer: passSettingsSchema }), async (request) =>
    service.setPassSettings(inRequest(request), request.body),
  );

  app.get(`${BASE}/holidays`, guardedRoute({ answer: z.array(holidaySchema) }), async (request) =>
    service.listHolidays(inRequest(request)),
  );

  app.post(
    `${BASE}/holidays`,
    guardedRoute({ body: holidayBody, status: 201, answer: holidaySchema }),
    async (request, reply) =>
      reply.status(201).send(await service.saveHoliday(inRequest(request), request.body)),
  );

  app.delete(
    `${BASE}/holidays/:date`,
    deleteRoute(z.object({ date: z.string() }), [404]),
    async (request, reply) =>
      noContentOnceDone(reply, service.removeHoliday(inRequest(request), request.params.date)),
  );

  adminCollectionRoutes(app, {
    path: `${BASE}/cottages`,
    body: cottageBody,
    patch: cottagePatchSchema,
    answer: cottageSchema,
    // 409: the cottage is on bookings already
    deleteErrors: [404, 409],
    list: service.listCottages,
    create: service.createCottage,
    update: service.updateCottage,
    remove: service.deleteCottage,
  });
};

export default dayVisitAdminRoutes;
