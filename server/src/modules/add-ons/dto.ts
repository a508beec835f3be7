// Add-on rows -> the API's answers (domain/api/add-ons.ts).
import type { AddOnDto, AdminAddOnDto, DueAddOnDto, ReservationAddOnDto } from '@domain/api/add-ons';
import { toCentavos, toDecimalString } from '@domain/money';
import type { AddOnRow, LineRow } from './repository';

const money = (value: string) => toDecimalString(toCentavos(value));

export const toAddOnDto = (row: AddOnRow): AddOnDto => ({
  id: row.id,
  nameEn: row.nameEn,
  nameFil: row.nameFil,
  descriptionEn: row.descriptionEn,
  descriptionFil: row.descriptionFil,
  imagePath: row.imagePath,
  unit: row.unit,
  price: money(row.price),
  dailyLimit: row.dailyLimit,
});

export const toAdminAddOnDto = (row: AddOnRow, used: boolean): AdminAddOnDto => ({
  ...toAddOnDto(row),
  active: row.active,
  sort: row.sort,
  used,
});

export const toLineDto = (line: LineRow, addOn: AddOnRow): ReservationAddOnDto => ({
  id: line.id,
  addOnId: line.addOnId,
  nameEn: addOn.nameEn,
  nameFil: addOn.nameFil,
  unit: addOn.unit,
  day: line.day,
  quantity: line.quantity,
  unitPrice: money(line.unitPrice),
  amount: money(line.amount),
  addedAt: line.addedAt.toISOString(),
  removedAt: line.removedAt ? line.removedAt.toISOString() : null,
});

export const toDueDto = (row: {
  line: LineRow;
  addOn: AddOnRow;
  reservation: { id: string; referenceCode: string; status: string };
  guest: { firstName: string; lastName: string };
  roomName: string | null;
}): DueAddOnDto => ({
  id: row.line.id,
  reservationId: row.reservation.id,
  referenceCode: row.reservation.referenceCode,
  guestName: `${row.guest.firstName} ${row.guest.lastName}`.trim(),
  roomName: row.roomName,
  nameEn: row.addOn.nameEn,
  unit: row.addOn.unit,
  quantity: row.line.quantity,
  status: row.reservation.status,
});
