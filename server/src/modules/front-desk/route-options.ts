// What the front desk's routes share: who may call them, how a change to one row is declared, and the
// money forms' amounts as the use cases take them.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { guardedRoute } from '../../lib/guarded-route';
import { idParams } from '../../lib/route-ids';
import { requireRole } from '../../plugins/session';

/** The signed-in receptionist or admin; 401 for visitors, 403 for customers. */
export const staffOf = (request: FastifyRequest) => requireRole(request, 'receptionist', 'admin');

/** A money form as the use cases take it: the parsed amount is already in centavos. */
export const inCentavos = <Body extends { amount: number }>({ amount, ...rest }: Body) => ({
  ...rest,
  amountCentavos: amount,
});

/** A change to a reservation or payment can find no such row, or a state that refuses the move. */
export const CHANGE_ERRORS = [404, 409] as const;

/** The options of a change to one reservation or payment (`:id`): its body, what it answers, 200 unless told. */
export const changeRoute = <Body extends z.ZodType, Answer extends z.ZodType, Status extends number = 200>(
  body: Body,
  answer: Answer,
  status?: Status,
) => guardedRoute({ params: idParams, body, status, answer, errors: CHANGE_ERRORS });
