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
import { inRequest } from '../../lib/app-context';
import { deleteRoute, guardedRoute, noContentOnceDone } from '../../lib/guarded-route';
import { withBlankFields } from '../../lib/request-body';
import { idParams } from '../../lib/route-ids';
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

  app.get(`${BASE}/cottages`, guardedRoute({ answer: z.array(cottageSchema) }), async (request) =>
    service.listCottages(inRequest(request)),
  );

  app.post(
    `${BASE}/cottages`,
    guardedRoute({ body: cottageBody, status: 201, answer: cottageSchema }),
    async (request, reply) =>
      reply.status(201).send(await service.createCottage(inRequest(request), request.body)),
  );

  app.patch(
    `${BASE}/cottages/:id`,
    guardedRoute({ params: idParams, body: cottagePatchSchema, answer: cottageSchema, errors: [404] }),
    async (request) => service.updateCottage(inRequest(request), request.params.id, request.body),
  );

  app.delete(`${BASE}/cottages/:id`, deleteRoute(idParams, [404, 409]), async (request, reply) =>
    noContentOnceDone(reply, service.deleteCottage(inRequest(request), request.params.id)),
  );
};

export default dayVisitAdminRoutes;
