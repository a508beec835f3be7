// Where the resort is and the OpenStreetMap addresses around it. The point is the owner's
// map_location content ("lat, lon"); the interactive map is only loaded when a visitor asks for it, so
// the page itself stays light.

import { DEFAULT_MAP_LOCATION, type LatLon, parseLatLon } from '@domain/map-location';

export type { LatLon };

/** The built-in point (Casa Alon's cove in San Juan, La Union), until the owner sets their own. */
export const RESORT_LOCATION: LatLon = DEFAULT_MAP_LOCATION;

/**
 * The point in the stored map_location text; the built-in one when it is unset or unreadable (the
 * server refuses a bad one, but a row written by hand must not break the page).
 */
export const resortLocation = (stored: string | undefined): LatLon => parseLatLon(stored) ?? RESORT_LOCATION;

/** Half the width and height of the embedded map's view, in degrees (about 2 km across). */
export const DEFAULT_SPAN: LatLon = { lat: 0.008, lon: 0.012 };

const round = (value: number) => Number(value.toFixed(5));

/** [minLon, minLat, maxLon, maxLat] around a point, as OpenStreetMap's `bbox` expects. */
export const boundingBox = (
  center: LatLon,
  span: LatLon = DEFAULT_SPAN,
): [number, number, number, number] => [
  round(center.lon - span.lon),
  round(center.lat - span.lat),
  round(center.lon + span.lon),
  round(center.lat + span.lat),
];

/** The embeddable map (an iframe's src) with a marker on the point. */
export const osmEmbedUrl = (center: LatLon = RESORT_LOCATION, span: LatLon = DEFAULT_SPAN) => {
  const params = new URLSearchParams({
    bbox: boundingBox(center, span).join(','),
    layer: 'mapnik',
    marker: `${round(center.lat)},${round(center.lon)}`,
  });
  return `https://www.openstreetmap.org/export/embed.html?${params.toString()}`;
};

/** The full OpenStreetMap page with the same marker, for directions and a larger view. */
export const osmPageUrl = (center: LatLon = RESORT_LOCATION, zoom = 16) => {
  const lat = round(center.lat);
  const lon = round(center.lon);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
};
