import { FACILITY_NAMES } from '@domain/constants';
import { describe, expect, it } from 'vitest';
import { facilityIconKey } from './facility-icon';

describe('facilityIconKey', () => {
  it('gives each of the eight named facilities its own icon', () => {
    const keys = FACILITY_NAMES.map((name) => facilityIconKey(name));
    expect(keys).toEqual([
      'function-hall',
      'swimming-pool',
      'restaurant',
      'wifi',
      'coffee-shop',
      'security',
      'parking',
      'air-conditioning',
    ]);
  });

  it('matches loosely by name and ignores case', () => {
    expect(facilityIconKey('Infinity POOL')).toBe('swimming-pool');
    expect(facilityIconKey('Free Wi-Fi')).toBe('wifi');
    expect(facilityIconKey('Seaside Café')).toBe('coffee-shop');
    expect(facilityIconKey('Aircon in every room')).toBe('air-conditioning');
    expect(facilityIconKey('Beachfront Dining')).toBe('restaurant');
  });

  it('prefers the icon the admin set, then the name, then a generic icon', () => {
    expect(facilityIconKey('Lobby', 'wifi')).toBe('wifi');
    expect(facilityIconKey('Parking', 'not-an-icon')).toBe('parking');
    expect(facilityIconKey('Spa & Massage')).toBe('generic');
    expect(facilityIconKey('', null)).toBe('generic');
  });
});
