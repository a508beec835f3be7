// Room management (spec section 7, Admin): list, create, edit, delete, seasonal rates, bulk
// amenities and the CSV import. Admin only (the admin plugin's hook).
import { adminRoomSchema } from '@domain/api/calendar';
import { noContent } from '@domain/api/common';
import {
  bulkAmenitiesResultSchema,
  rateSchema,
  roomCsvUploadResultSchema,
  roomSchema,
} from '@domain/api/rooms';
import { bulkAmenitiesSchema, rateInputSchema, roomInputSchema } from '@domain/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inRequest } from '../../lib/app-context';
import { deleteRoute, guardedRoute, noContentOnceDone } from '../../lib/guarded-route';
import { idParams } from '../../lib/route-ids';
import { withCalendarExportUrls } from '../calendar';
import * as service from './admin.service';

const shape = roomInputSchema.shape;
/** PATCH: the same fields, all optional and without defaults (a missing field stays as it is). */
export const roomPatchSchema = z.object({
  name: shape.name.optional(),
  description: shape.description.unwrap(),
  basePrice: shape.basePrice.optional(),
  maxAdults: shape.maxAdults.unwrap().optional(),
  maxKids: shape.maxKids.unwrap().optional(),
  maxOccupancy: shape.maxOccupancy.unwrap().optional(),
  baseOccupancy: shape.baseOccupancy,
  extraAdultCharge: shape.extraAdultCharge.unwrap().optional(),
  extraChildCharge: shape.extraChildCharge.unwrap().optional(),
  amenities: shape.amenities.unwrap().optional(),
  status: shape.status.unwrap().optional(),
  imagePath: shape.imagePath,
  images: shape.images.optional(),
});

/** POST: a missing name, price or photo list gets the form's own message, not a type error. */
const roomCreateBody = z.preprocess((body: unknown) => {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const filled: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  filled.name ??= '';
  filled.basePrice ??= '';
  filled.images ??= [];
  return filled;
}, roomInputSchema);

const csvSchema = z.object({
  csvContent: z.string({ error: 'Please provide the CSV content' }).max(2_000_000),
});

const roomsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each with its private calendar export URL (the calendar module owns the token and the URL).
  app.get('/api/admin/rooms', guardedRoute({ answer: z.array(adminRoomSchema) }), async (request) => {
    const ctx = inRequest(request);
    return withCalendarExportUrls(ctx, await service.listRooms(ctx));
  });

  app.get(
    '/api/admin/rooms/:id',
    guardedRoute({ params: idParams, answer: adminRoomSchema, errors: [404] }),
    async (request) => {
      const ctx = inRequest(request);
      const [room] = await withCalendarExportUrls(ctx, [await service.getRoom(ctx, request.params.id)]);
      return room;
    },
  );

  // Rooms "deleted" with bookings in their history: off the site, kept for the books.
  app.get('/api/admin/rooms/archived', guardedRoute({ answer: z.array(roomSchema) }), async (request) =>
    service.listRooms(inRequest(request), { archived: true }),
  );

  app.post(
    '/api/admin/rooms',
    guardedRoute({ body: roomCreateBody, status: 201, answer: roomSchema }),
    async (request, reply) =>
      reply.status(201).send(await service.createRoom(inRequest(request), request.body)),
  );

  // Registered before /:id routes for readability; find-my-way prefers static segments anyway.
  app.post(
    '/api/admin/rooms/bulk-amenities',
    guardedRoute({ body: bulkAmenitiesSchema, answer: bulkAmenitiesResultSchema }),
    async (request) => service.bulkAmenities(inRequest(request), request.body),
  );

  app.post(
    '/api/admin/rooms/upload-csv',
    { ...guardedRoute({ body: csvSchema, answer: roomCsvUploadResultSchema }), bodyLimit: 2 * 1024 * 1024 },
    async (request) => service.importRoomsCsv(inRequest(request), request.body.csvContent),
  );

  app.patch(
    '/api/admin/rooms/:id',
    guardedRoute({ params: idParams, body: roomPatchSchema, answer: roomSchema, errors: [404] }),
    async (request) => service.updateRoom(inRequest(request), request.params.id, request.body),
  );

  app.delete('/api/admin/rooms/:id', deleteRoute(idParams, [404, 409]), async (request, reply) =>
    noContentOnceDone(reply, service.deleteRoom(inRequest(request), request.params.id)),
  );

  app.post(
    '/api/admin/rooms/:id/rates',
    guardedRoute({ params: idParams, body: rateInputSchema, status: 201, answer: rateSchema, errors: [404] }),
    async (request, reply) =>
      reply.status(201).send(await service.addRate(inRequest(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/admin/rooms/:id/rates/:rateId',
    guardedRoute({
      params: idParams.extend({ rateId: z.string() }),
      status: 204,
      answer: noContent,
      errors: [404],
    }),
    async (request, reply) => {
      await service.deleteRate(inRequest(request), request.params.id, request.params.rateId);
      return reply.status(204).send();
    },
  );
};

export default roomsRoutes;
