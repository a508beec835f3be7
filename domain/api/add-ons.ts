// The add-ons' answers (ADR 0066): an extra as the booking page shows it, the admin's view of it, a
// reservation's lines and the desk's list of what is due today.
import { z } from 'zod';
import { ADD_ON_UNITS } from '../add-ons';
import { calendarDay, money, timestamp, uuid } from './common';

const addOnFields = {
  id: uuid,
  nameEn: z.string(),
  nameFil: z.string().describe("'' when the admin gave no Filipino name: Filipino pages show nameEn"),
  descriptionEn: z.string(),
  descriptionFil: z.string(),
  imagePath: z.string().nullable(),
  unit: z.enum(ADD_ON_UNITS).describe('person_night, night, stay, or trip (one day of the stay)'),
  price: money,
  dailyLimit: z.number().int().nullable().describe('At most this many (persons or pieces) a day; null: none'),
};

export const addOnSchema = z.object(addOnFields).meta({
  id: 'AddOn',
  description: 'An extra sold with a stay, in both languages; lists are ordered by sort, then name.',
  examples: [
    {
      id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
      nameEn: 'Island hopping',
      nameFil: 'Island hopping',
      descriptionEn: 'A boat tour of the three islands, lunch on the beach.',
      descriptionFil: 'Paglilibot sa tatlong isla sakay ng bangka, may tanghalian sa dalampasigan.',
      imagePath: '/images/site/island.webp',
      unit: 'trip',
      price: '1200.00',
      dailyLimit: 20,
    },
  ],
});

export const adminAddOnSchema = z
  .object({
    ...addOnFields,
    active: z.boolean(),
    sort: z.number().int(),
    used: z.boolean().describe('On a booking already: it can be deactivated, no longer deleted'),
  })
  .meta({ id: 'AdminAddOn' });

export const reservationAddOnSchema = z
  .object({
    id: uuid,
    addOnId: uuid,
    nameEn: z.string(),
    nameFil: z.string(),
    unit: z.enum(ADD_ON_UNITS),
    day: calendarDay.describe("A trip's day; for the other units the check-in day"),
    quantity: z.number().int(),
    unitPrice: money.describe('As priced when added: never repriced'),
    amount: money,
    addedAt: timestamp,
    removedAt: timestamp.nullable().describe('A removed line stays for the history; it is not in the total'),
  })
  .meta({ id: 'ReservationAddOn' });

export const dueAddOnSchema = z
  .object({
    id: uuid,
    reservationId: uuid,
    referenceCode: z.string(),
    guestName: z.string(),
    roomName: z.string().nullable(),
    nameEn: z.string(),
    unit: z.enum(ADD_ON_UNITS),
    quantity: z.number().int(),
    status: z.string(),
  })
  .meta({ id: 'DueAddOn', description: "An extra due today (a transfer, a tour): the desk's list" });

export type AddOnDto = z.infer<typeof addOnSchema>;
export type AdminAddOnDto = z.infer<typeof adminAddOnSchema>;
export type ReservationAddOnDto = z.infer<typeof reservationAddOnSchema>;
export type DueAddOnDto = z.infer<typeof dueAddOnSchema>;
