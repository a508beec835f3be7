// The resort's point on the map, as the owner types it on the content page: "latitude, longitude" in
// decimal degrees (what OpenStreetMap and Google Maps copy on a right-click). The server refuses any
// other text, and the contact page falls back to the built-in point, both through this parser.

export type LatLon = { lat: number; lon: number };

/** Casa Alon's cove in San Juan, La Union: the built-in point until the owner sets their own. */
export const DEFAULT_MAP_LOCATION: LatLon = { lat: 16.669, lon: 120.326 };

/** More decimals than this is a point finer than 0.1 m: a typing slip rather than a location. */
export const MAX_LAT_LON_DECIMALS = 6;

export const LAT_LON_MESSAGES = {
  format: 'Write the latitude and longitude as two numbers separated by a comma, such as 16.669, 120.326',
  decimals: `Use at most ${MAX_LAT_LON_DECIMALS} decimals for the latitude and the longitude`,
  lat: 'The latitude (the first number) must be between -90 and 90',
  lon: 'The longitude (the second number) must be between -180 and 180',
} as const;

const NUMBER = String.raw`[-+−]?\d+(?:\.(\d+))?`;
const LAT_LON = new RegExp(String.raw`^\s*(${NUMBER})\s*,\s*(${NUMBER})\s*$`);

/** The point in `text`, or which rule it breaks (one of LAT_LON_MESSAGES). */
export const checkLatLon = (text: string): { location: LatLon } | { error: string } => {
  const match = LAT_LON.exec(text);
  if (!match) return { error: LAT_LON_MESSAGES.format };
  const [, latText = '', latDecimals = '', lonText = '', lonDecimals = ''] = match;
  if (latDecimals.length > MAX_LAT_LON_DECIMALS || lonDecimals.length > MAX_LAT_LON_DECIMALS)
    return { error: LAT_LON_MESSAGES.decimals };
  // a typographic minus (pasted from a document) reads as the ASCII one
  const lat = Number(latText.replace('−', '-'));
  const lon = Number(lonText.replace('−', '-'));
  if (!(lat >= -90 && lat <= 90)) return { error: LAT_LON_MESSAGES.lat };
  if (!(lon >= -180 && lon <= 180)) return { error: LAT_LON_MESSAGES.lon };
  // -0 would print as "0" anyway; normalising keeps equal points equal
  return { location: { lat: lat + 0, lon: lon + 0 } };
};

/** The point in `text`, or null when it is not a valid "lat, lon". */
export const parseLatLon = (text: string | undefined): LatLon | null => {
  if (text === undefined) return null;
  const result = checkLatLon(text);
  return 'location' in result ? result.location : null;
};

/** The point as the content page stores it: "16.669, 120.326". */
export const formatLatLon = ({ lat, lon }: LatLon): string => `${lat}, ${lon}`;
