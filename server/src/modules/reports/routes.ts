// Reports over HTTP (spec section 7, Reports and Admin exports): the financial report for the
// front desk and admins, and the CSV downloads.
import { errorResponses } from '@domain/api/common';
import { financialReportSchema } from '@domain/api/reports';
import { type ReportRange, reportRangeSchema } from '@domain/schemas/reports';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext, inRequest } from '../../lib/app-context';
import { attachment } from '../../lib/csv';
import { requireRole } from '../../plugins/session';
import * as csvExports from './exports';
import * as service from './service';

// Checked before anything else, so a visitor gets 401 and a customer 403 whatever they send.
const staffOnly = async (request: FastifyRequest) => {
  requireRole(request, 'receptionist', 'admin');
};
const adminOnly = async (request: FastifyRequest) => {
  requireRole(request, 'admin');
};

const SIGNED_IN_ERRORS = errorResponses(401, 403);
/** A report over a range of days can also refuse the range (400). */
const RANGE_ERRORS = errorResponses(400, 401, 403);

const csvFile = {
  description: 'A CSV file (UTF-8), offered as a download',
  content: { 'text/csv': { schema: z.string() } },
};
/** A CSV download: sent as it is (a string body with its own content type is never serialised). */
const csvResponse = { 200: csvFile, ...SIGNED_IN_ERRORS };
const rangedCsvResponse = { 200: csvFile, ...RANGE_ERRORS };

const sendCsv = (reply: FastifyReply, filename: string, csv: string) =>
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', attachment(filename))
    .header('Cache-Control', 'no-store')
    .send(csv);

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  // ?from=YYYY-MM-DD&to=YYYY-MM-DD (both or neither; neither = all time)
  app.get(
    '/api/financial-report',
    {
      onRequest: staffOnly,
      schema: { querystring: reportRangeSchema, response: { 200: financialReportSchema, ...RANGE_ERRORS } },
    },
    async (request) => service.financialReport(inRequest(request), request.query),
  );

  /** A CSV download over ?from&to (both or neither): the file built for the range asked for. */
  const rangedCsvRoute = (route: {
    url: string;
    onRequest: typeof staffOnly;
    filename: (ctx: AppContext) => string;
    build: (ctx: AppContext, range: ReportRange) => Promise<string>;
  }) =>
    app.get(
      route.url,
      { onRequest: route.onRequest, schema: { querystring: reportRangeSchema, response: rangedCsvResponse } },
      async (request, reply) => {
        const ctx = inRequest(request);
        return sendCsv(reply, route.filename(ctx), await route.build(ctx, request.query));
      },
    );

  rangedCsvRoute({
    url: '/api/export/financial-report',
    onRequest: staffOnly,
    filename: () => 'financial_report.csv',
    build: csvExports.financialReportCsv,
  });

  app.get(
    '/api/admin/export/reservations',
    { onRequest: adminOnly, schema: { response: csvResponse } },
    async (request, reply) => {
      const ctx = inRequest(request);
      return sendCsv(
        reply,
        `reservations_${service.reportToday(ctx)}.csv`,
        await csvExports.reservationsCsv(ctx),
      );
    },
  );

  rangedCsvRoute({
    url: '/api/admin/export/revenue',
    onRequest: adminOnly,
    filename: (ctx) => `revenue_report_${service.reportToday(ctx)}.csv`,
    build: csvExports.revenueCsv,
  });
};

export default reportRoutes;
