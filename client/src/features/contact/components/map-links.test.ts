import { describe, expect, it } from 'vitest';
import { boundingBox, osmEmbedUrl, osmPageUrl, RESORT_LOCATION, resortLocation } from './map-links';

describe('boundingBox', () => {
  it('surrounds the point as minLon,minLat,maxLon,maxLat', () => {
    expect(boundingBox({ lat: 16.669, lon: 120.326 }, { lat: 0.01, lon: 0.02 })).toEqual([
      120.306, 16.659, 120.346, 16.679,
    ]);
  });

  it('keeps the resort in the middle of the default view', () => {
    const [minLon, minLat, maxLon, maxLat] = boundingBox(RESORT_LOCATION);
    expect((minLon + maxLon) / 2).toBeCloseTo(RESORT_LOCATION.lon, 6);
    expect((minLat + maxLat) / 2).toBeCloseTo(RESORT_LOCATION.lat, 6);
    expect(maxLon).toBeGreaterThan(minLon);
    expect(maxLat).toBeGreaterThan(minLat);
  });

  it('rounds away floating point noise', () => {
    for (const value of boundingBox({ lat: 0.1 + 0.2, lon: 0.3 }, { lat: 0.1, lon: 0.1 })) {
      expect(String(value).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(5);
    }
  });
});

describe('osmEmbedUrl', () => {
  it('builds the embed address with the bbox, the mapnik layer and a marker', () => {
    const url = new URL(osmEmbedUrl());
    expect(url.origin).toBe('https://www.openstreetmap.org');
    expect(url.pathname).toBe('/export/embed.html');
    expect(url.searchParams.get('bbox')).toBe('120.314,16.661,120.338,16.677');
    expect(url.searchParams.get('layer')).toBe('mapnik');
    expect(url.searchParams.get('marker')).toBe('16.669,120.326');
  });
});

describe('osmPageUrl', () => {
  it('links to the full map with the same marker', () => {
    expect(osmPageUrl()).toBe(
      'https://www.openstreetmap.org/?mlat=16.669&mlon=120.326#map=16/16.669/120.326',
    );
    expect(osmPageUrl({ lat: 1, lon: 2 }, 12)).toBe(
      'https://www.openstreetmap.org/?mlat=1&mlon=2#map=12/1/2',
    );
  });
});

describe('resortLocation', () => {
  it('opens the map and its link at the stored location', () => {
    const stored = resortLocation('9.945123, 123.401234');
    expect(stored).toEqual({ lat: 9.945123, lon: 123.401234 });
    expect(osmPageUrl(stored)).toBe(
      'https://www.openstreetmap.org/?mlat=9.94512&mlon=123.40123#map=16/9.94512/123.40123',
    );
    const embed = new URL(osmEmbedUrl(stored));
    expect(embed.searchParams.get('marker')).toBe('9.94512,123.40123');
    expect(embed.searchParams.get('bbox')).toBe('123.38923,9.93712,123.41323,9.95312');
  });

  it('falls back to the built-in point when nothing readable is stored', () => {
    expect(RESORT_LOCATION).toEqual({ lat: 16.669, lon: 120.326 });
    for (const stored of [undefined, '', 'by the big mango tree', '120.326, 16.669', '16.6691234, 120.326'])
      expect(resortLocation(stored), String(stored)).toEqual(RESORT_LOCATION);
  });
});
