// The extras a beach resort sells with a room, offered through the admin's API for the journeys that book
// them (the demo seed has none: the runtime contract seeds nothing beyond rooms and amenities that a real
// resort would have to delete, as with the day visits' cottages). Photos are ones the site ships.
import type { AdminAddOnDto } from '@domain/api/add-ons';
import { adminSession, call } from './api';

export const RESORT_ADD_ONS = [
  {
    nameEn: 'Breakfast buffet',
    nameFil: 'Almusal na buffet',
    descriptionEn: 'Filipino and continental breakfast by the sea, 6:30 to 10:00.',
    descriptionFil: 'Almusal na Pilipino at continental sa tabing-dagat, 6:30 hanggang 10:00.',
    imagePath: '/images/amenities/restaurant-960.webp',
    unit: 'person_night',
    price: '450.00',
    sort: 1,
  },
  {
    nameEn: 'Airport transfer',
    nameFil: 'Sundo at hatid sa airport',
    descriptionEn: 'A private van between the airport and the resort, up to 6 guests with luggage.',
    descriptionFil: 'Pribadong van mula airport hanggang resort, hanggang 6 na bisita kasama ang bagahe.',
    imagePath: '/images/site/gallery-boardwalk-960.webp',
    unit: 'trip',
    price: '1800.00',
    sort: 2,
  },
  {
    nameEn: 'Island hopping',
    nameFil: 'Island hopping',
    descriptionEn: 'A boat tour of three islands with snorkelling and a beach lunch; 20 guests a day.',
    descriptionFil:
      'Paglilibot sa tatlong isla sakay ng bangka, may snorkeling at tanghalian sa dalampasigan; 20 bisita bawat araw.',
    imagePath: '/images/site/gallery-sunset-boats-960.webp',
    unit: 'trip',
    price: '1200.00',
    dailyLimit: 20,
    sort: 3,
  },
  {
    nameEn: 'Bonfire on the beach',
    nameFil: 'Bonfire sa dalampasigan',
    descriptionEn: 'An evening bonfire set up on the sand for your group, with marshmallows.',
    descriptionFil: 'Bonfire sa gabi sa buhangin para sa inyong grupo, may kasamang marshmallow.',
    imagePath: '/images/site/bg-dusk-sea-960.webp',
    unit: 'stay',
    price: '1500.00',
    sort: 4,
  },
] as const;

type ResortAddOn = (typeof RESORT_ADD_ONS)[number];

/** The resort's extras by English name, created once per server (a rerun finds them offered). */
export const offerResortAddOns = async (): Promise<Record<ResortAddOn['nameEn'], AdminAddOnDto>> => {
  const admin = await adminSession();
  const offered = await call<AdminAddOnDto[]>('GET', '/api/admin/add-ons', admin);
  const entries = await Promise.all(
    RESORT_ADD_ONS.map(async (addOn) => {
      const found = offered.find((row) => row.nameEn === addOn.nameEn && row.active);
      return [addOn.nameEn, found ?? (await call<AdminAddOnDto>('POST', '/api/admin/add-ons', admin, addOn))];
    }),
  );
  return Object.fromEntries(entries);
};
