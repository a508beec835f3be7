// An extra as GET /api/add-ons sends it, for the tests of the extras picker, the booking card's extras and
// the desk's: the breakfast buffet at ₱450 a person a night, no daily limit; `overrides` set what a test
// is about.

import type { AddOnDto } from '@domain/api/add-ons';

export const anAddOn = (overrides: Partial<AddOnDto> = {}): AddOnDto => ({
  id: '11111111-1111-4111-8111-111111111111',
  nameEn: 'Breakfast buffet',
  nameFil: 'Almusal na buffet',
  descriptionEn: '',
  descriptionFil: '',
  imagePath: null,
  unit: 'person_night',
  price: '450.00',
  dailyLimit: null,
  ...overrides,
});
