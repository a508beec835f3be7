// Reports over HTTP (spec section 7, Reports and Admin exports): the financial report for the
// front desk and admins, and the CSV downloads.
import { errorResponses } from '@domain/api/common';
import { financialReportSchema } from '@domain/api/reports';
import { todayIn } from '@domain/dates';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../lib/csv';
import { requireRole } from '../../plugins/session';
import * as service from './service';

// Checked before anything else, so a visitor gets 401 and a customer 403 whatever they send.
const staffOnly = async (request: FastifyRequest) => {
  requireRole(request, 'receptionist', 'admin');
};
const adminOnly = async (request: FastifyRequest) => {
  requireRole(request, 'admin');
};

const SIGNED_IN_ERRORS = errorResponses(401, 403);

/** A CSV download: sent as it is (a string body with its own content type is never serialised). */
const csvResponse = {
  200: {
    description: 'A CSV file (UTF-8), offered as a download',
    content: { 'text/csv': { schema: z.string() } },
  },
  ...SIGNED_IN_ERRORS,
};

const sendCsv = (reply: FastifyReply, filename: string, csv: string) =>
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', attachment(filename))
    .header('Cache-Control', 'no-store')
    .send(csv);

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => todayIn(app.deps.config.resortTz, app.deps.now());

  app.get(
    '/api/financial-report',
    { onRequest: staffOnly, schema: { response: { 200: financialReportSchema, ...SIGNED_IN_ERRORS } } },
    async () => service.financialReport(app.deps.db),
  );

  app.get(
    '/api/export/financial-report',
    { onRequest: staffOnly, schema: { response: csvResponse } },
    async (_request, reply) =>
      sendCsv(reply, 'financial_report.csv', await service.financialReportCsv(app.deps.db, today())),
  );

  app.get(
    '/api/admin/export/reservations',
    { onRequest: adminOnly, schema: { response: csvResponse } },
    async (_request, reply) =>
      sendCsv(reply, `reservations_${today()}.csv`, await service.reservationsCsv(app.deps.db)),
  );

  app.get(
    '/api/admin/export/revenue',
    { onRequest: adminOnly, schema: { response: csvResponse } },
    async (_request, reply) =>
      sendCsv(reply, `revenue_report_${today()}.csv`, await service.revenueCsv(app.deps.db)),
  );
};

export default reportRoutes;
