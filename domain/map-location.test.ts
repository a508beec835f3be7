// checkLatLon / parseLatLon: the one reading of the map location the server's check and the contact map share.
import { describe, expect, it } from 'vitest';
import { CONTENT_DEFAULTS, isContentAtDefault } from './content';
import {
  checkLatLon,
  DEFAULT_MAP_LOCATION,
  formatLatLon,
  LAT_LON_MESSAGES,
  parseLatLon,
} from './map-location';

describe('parseLatLon', () => {
  it.each([
    ['16.669, 120.326', { lat: 16.669, lon: 120.326 }],
    ['16.669,120.326', { lat: 16.669, lon: 120.326 }],
    ['  9.945123 , 123.401234 ', { lat: 9.945123, lon: 123.401234 }],
    ['-33.8568, 151.2153', { lat: -33.8568, lon: 151.2153 }],
    ['+10, -75', { lat: 10, lon: -75 }],
    ['−8.5, 115', { lat: -8.5, lon: 115 }],
    ['90, 180', { lat: 90, lon: 180 }],
    ['-90, -180', { lat: -90, lon: -180 }],
    ['-0, 0', { lat: 0, lon: 0 }],
  ])('reads %j', (text, location) => {
    expect(parseLatLon(text)).toEqual(location);
    expect(checkLatLon(text)).toEqual({ location });
  });

  it.each([
    ['', LAT_LON_MESSAGES.format],
    ['   ', LAT_LON_MESSAGES.format],
    ['16.669', LAT_LON_MESSAGES.format],
    ['16.669 120.326', LAT_LON_MESSAGES.format],
    ['16.669; 120.326', LAT_LON_MESSAGES.format],
    ['16,669, 120,326', LAT_LON_MESSAGES.format],
    ['16.669, 120.326, 5', LAT_LON_MESSAGES.format],
    ["16°40'N, 120°19'E", LAT_LON_MESSAGES.format],
    ['lat 16.669, lon 120.326', LAT_LON_MESSAGES.format],
    ['.5, 120', LAT_LON_MESSAGES.format],
    ['16., 120', LAT_LON_MESSAGES.format],
    ['1e1, 120', LAT_LON_MESSAGES.format],
    ['0x10, 120', LAT_LON_MESSAGES.format],
    ['16.6691234, 120.326', LAT_LON_MESSAGES.decimals],
    ['16.669, 120.3261234', LAT_LON_MESSAGES.decimals],
    ['90.000001, 120', LAT_LON_MESSAGES.lat],
    ['-91, 120', LAT_LON_MESSAGES.lat],
    ['16.669, 180.5', LAT_LON_MESSAGES.lon],
    ['16.669, -181', LAT_LON_MESSAGES.lon],
    // swapped: a longitude in the latitude's place
    ['120.326, 16.669', LAT_LON_MESSAGES.lat],
  ])('refuses %j', (text, error) => {
    expect(checkLatLon(text)).toEqual({ error });
    expect(parseLatLon(text)).toBeNull();
  });

  it('has nothing to read without a text', () => {
    expect(parseLatLon(undefined)).toBeNull();
  });
});

describe('the built-in map location', () => {
  it('is the default content, reads back as the default point, and counts as the default', () => {
    expect(CONTENT_DEFAULTS.map_location.content).toBe('16.669, 120.326');
    expect(parseLatLon(CONTENT_DEFAULTS.map_location.content)).toEqual(DEFAULT_MAP_LOCATION);
    expect(formatLatLon({ lat: -8.5, lon: 115.25 })).toBe('-8.5, 115.25');
    expect(isContentAtDefault('map_location', ' 16.669, 120.326 ')).toBe(true);
    expect(isContentAtDefault('map_location', '16.6690,120.326000')).toBe(true);
    expect(isContentAtDefault('map_location', '16.669, 120.327')).toBe(false);
    expect(isContentAtDefault('map_location', '9.945, 123.401')).toBe(false);
  });
});
