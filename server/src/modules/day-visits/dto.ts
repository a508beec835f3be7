// Day-visit rows to the API's answers (domain/api/day-visits.ts).
import type { CottageDto, PassSettingsDto } from '@domain/api-types';
import type { PassPrices } from '@domain/day-visits';
import { toCentavos, toDecimalString } from '@domain/money';
import type { CottageRow, PassSettingsRow } from './repository';

/** numeric(12,2) comes back as "4500.00" from both drivers; normalising keeps that promise either way. */
const money = (value: string) => toDecimalString(toCentavos(value));

export const toPassSettingsDto = (row: PassSettingsRow): PassSettingsDto => ({
  adultWeekdayPrice: money(row.adultWeekdayPrice),
  adultWeekendPrice: money(row.adultWeekendPrice),
  childWeekdayPrice: money(row.childWeekdayPrice),
  childWeekendPrice: money(row.childWeekendPrice),
  childRule: row.childRule,
  childRuleFil: row.childRuleFil,
  openingHours: row.openingHours,
  dailyCapacity: row.dailyCapacity,
});

export const toPassPrices = (row: PassSettingsRow): PassPrices => ({
  adultWeekdayCentavos: toCentavos(row.adultWeekdayPrice),
  adultWeekendCentavos: toCentavos(row.adultWeekendPrice),
  childWeekdayCentavos: toCentavos(row.childWeekdayPrice),
  childWeekendCentavos: toCentavos(row.childWeekendPrice),
});

export const toCottageDto = (row: CottageRow): CottageDto => ({
  id: row.id,
  name: row.name,
  description: row.description,
  imagePath: row.images[0] ?? null,
  images: row.images,
  capacity: row.capacity,
  price: money(row.price),
  status: row.status,
});
