// The admin's add-ons: list, create, edit, delete (only while no booking names it: then deactivate).
import type { AdminAddOnDto } from '@domain/api/add-ons';
import { toDecimalString } from '@domain/money';
import type { addOnInputSchema } from '@domain/schemas/add-ons';
import type { z } from 'zod';
import type { AppContext } from '../../lib/app-context';
import { conflict, notFound } from '../../lib/errors';
import { assertUuid } from '../../lib/route-ids';
import { toAdminAddOnDto } from './dto';
import * as repo from './repository';

export type AddOnInput = z.output<typeof addOnInputSchema>;
export const ADD_ON_NOT_FOUND = 'Add-on not found';
export const ADD_ON_IN_USE = 'This add-on is on bookings already: deactivate it instead of deleting it';

const toValues = (input: AddOnInput): repo.AddOnValues => ({
  nameEn: input.nameEn,
  nameFil: input.nameFil,
  descriptionEn: input.descriptionEn,
  descriptionFil: input.descriptionFil,
  imagePath: input.imagePath?.trim() || null,
  unit: input.unit,
  price: toDecimalString(input.price),
  dailyLimit: input.dailyLimit ?? null,
  active: input.active,
  sort: input.sort,
});

export const listAllAddOns = async (ctx: AppContext): Promise<AdminAddOnDto[]> =>
  (await repo.findAllAddOns(ctx.deps.db)).map(({ addOn, used }) => toAdminAddOnDto(addOn, used));

export const createAddOn = async (ctx: AppContext, input: AddOnInput): Promise<AdminAddOnDto> =>
  toAdminAddOnDto(await repo.insertAddOn(ctx.deps.db, toValues(input)), false);

export const updateAddOn = async (ctx: AppContext, id: string, input: AddOnInput): Promise<AdminAddOnDto> => {
  const { db, now } = ctx.deps;
  assertUuid(id, ADD_ON_NOT_FOUND);
  // a new price applies to lines added from now on: booked lines keep the price they were sold at
  const row = await repo.updateAddOn(db, id, { ...toValues(input), updatedAt: now() });
  if (!row) throw notFound(ADD_ON_NOT_FOUND);
  return toAdminAddOnDto(row, await repo.isAddOnUsed(db, id));
};

export const deleteAddOn = async (ctx: AppContext, id: string): Promise<void> => {
  const { db } = ctx.deps;
  assertUuid(id, ADD_ON_NOT_FOUND);
  if (!(await repo.findAddOn(db, id))) throw notFound(ADD_ON_NOT_FOUND);
  if (await repo.isAddOnUsed(db, id)) throw conflict(ADD_ON_IN_USE);
  await repo.deleteAddOn(db, id);
};
