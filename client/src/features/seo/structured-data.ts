// schema.org data (JSON-LD) for search engines, built from the same answers the public pages show:
// a Resort for the landing and contact pages, a HotelRoom with its Offer for a room's page. Pure
// functions: the server-rendered head calls them with the queries' data and places jsonLdScript(data)
// in a <script type="application/ld+json">. Values are the pages' own (the same content defaults, the
// same peso amounts), written in schema.org's formats (times as 15:00, prices as 4500.00).

import type { AmenityDto, ReviewDto, RoomDto } from '@domain/api-types';
import { type ContentMap, contentValue } from '@domain/content';
import { RESORT_OG_IMAGE, srcFor } from '@domain/images';
import type { Language } from '@domain/languages';
import { DEFAULT_MAP_LOCATION, parseLatLon } from '@domain/map-location';
import { formatCentavos, toCentavos, toDecimalString } from '@domain/money';
import { pathIn } from '@domain/routes';
import type { HotelRoomLeaf, Offer, PostalAddress, ResortLeaf, WithContext } from 'schema-dts';
import { SITE_NAME } from '@/components/layout/use-document-title';

type SiteOptions = { siteUrl: string; language: Language };

/** An absolute URL on the site: SITE_URL + a site-relative path (an absolute address stays as it is). */
const absolute = (siteUrl: string, path: string) => new URL(path, `${siteUrl.replace(/\/+$/, '')}/`).href;

/** The one node both builders name, so a room links to the resort a search engine already knows. */
const resortId = (siteUrl: string) => absolute(siteUrl, '/#resort');

const COUNTRY_NAMES = /^(philippines|pilipinas|ph)$/i;

/**
 * The content's one-line address in PostalAddress parts: 'Sitio Dalampasigan, San Juan, La Union,
 * Philippines' is street 'Sitio Dalampasigan', locality 'San Juan', region 'La Union' (the last two
 * parts before the country); an address of fewer parts keeps them in the street.
 */
export const postalAddress = (address: string): PostalAddress => {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > 1 && COUNTRY_NAMES.test(parts.at(-1) ?? '')) parts.pop();
  const region = parts.length >= 3 ? parts.pop() : undefined;
  const locality = parts.length >= 2 ? parts.pop() : undefined;
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.join(', '),
    ...(locality ? { addressLocality: locality } : {}),
    ...(region ? { addressRegion: region } : {}),
    addressCountry: 'PH',
  };
};

const CLOCK_12 = /^(\d{1,2})(?::([0-5]\d))?\s*([ap])\.?\s*m\.?$/i;
const CLOCK_24 = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** A time as the content writes it ('3:00 PM', '12 noon' aside) in schema.org's form ('15:00'); undefined when it reads as no time. */
export const isoTime = (text: string): string | undefined => {
  const trimmed = text.trim();
  const h24 = CLOCK_24.exec(trimmed);
  if (h24) return `${h24[1]?.padStart(2, '0')}:${h24[2]}`;
  const h12 = CLOCK_12.exec(trimmed);
  if (!h12) return undefined;
  const hour = Number(h12[1]);
  if (hour < 1 || hour > 12) return undefined;
  const pm = h12[3]?.toLowerCase() === 'p';
  const hours = (hour % 12) + (pm ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${h12[2] ?? '00'}`;
};

/** '₱2,500–₱15,000' from the rooms' base prices, as their cards print them; one price alone when all are equal. */
export const priceRange = (rooms: readonly Pick<RoomDto, 'basePrice'>[]): string | undefined => {
  const prices = rooms.map((room) => toCentavos(room.basePrice)).filter(Number.isFinite);
  if (prices.length === 0) return undefined;
  const low = formatCentavos(Math.min(...prices));
  const high = formatCentavos(Math.max(...prices));
  return low === high ? low : `${low}–${high}`;
};

/** The average of the approved reviews to one decimal (4.666… -> 4.7), with their count; undefined when there are none. */
export const reviewSummary = (
  reviews: readonly Pick<ReviewDto, 'rating' | 'approved'>[],
): { ratingValue: number; reviewCount: number } | undefined => {
  const approved = reviews.filter((review) => review.approved);
  if (approved.length === 0) return undefined;
  const sum = approved.reduce((total, review) => total + review.rating, 0);
  return { ratingValue: Math.round((sum / approved.length) * 10) / 10, reviewCount: approved.length };
};

export type ResortDataOptions = SiteOptions & {
  /** The items of GET /api/content in the page's language, as contentQueryOptions selects them. */
  content: ContentMap | undefined;
  amenities: readonly AmenityDto[];
  /** GET /api/reviews (approved ones only are public; anything else is left out here too). */
  reviews: readonly ReviewDto[];
  /** The rooms, for priceRange; without them the resort has no priceRange. */
  rooms?: readonly Pick<RoomDto, 'basePrice'>[];
};

/** The resort: name, address, map point, contact, check-in and check-out times, facilities and rating. */
export const resortStructuredData = (options: ResortDataOptions): WithContext<ResortLeaf> => {
  const { content, siteUrl, language } = options;
  const point = parseLatLon(contentValue(content, 'map_location')) ?? DEFAULT_MAP_LOCATION;
  const checkin = isoTime(contentValue(content, 'check_in_time'));
  const checkout = isoTime(contentValue(content, 'check_out_time'));
  const range = options.rooms ? priceRange(options.rooms) : undefined;
  const rating = reviewSummary(options.reviews);
  return {
    '@context': 'https://schema.org',
    '@type': 'Resort',
    '@id': resortId(siteUrl),
    name: SITE_NAME,
    url: absolute(siteUrl, pathIn(language, '/')),
    image: absolute(siteUrl, RESORT_OG_IMAGE),
    address: postalAddress(contentValue(content, 'resort_address')),
    geo: { '@type': 'GeoCoordinates', latitude: point.lat, longitude: point.lon },
    telephone: contentValue(content, 'contact_phone'),
    email: contentValue(content, 'contact_email'),
    ...(checkin ? { checkinTime: checkin } : {}),
    ...(checkout ? { checkoutTime: checkout } : {}),
    ...(range ? { priceRange: range } : {}),
    ...(options.amenities.length
      ? {
          amenityFeature: options.amenities.map((amenity) => ({
            '@type': 'LocationFeatureSpecification' as const,
            name: amenity.name,
            value: true,
          })),
        }
      : {}),
    ...(rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.ratingValue,
            reviewCount: rating.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
};

const OUR_SIZED_FILE = /^(\/images\/.+)-\d{3,4}\.(?:webp|avif)$/;

/** A room's own pictures as absolute URLs, our pictures at their largest width, uploads as sent. */
const roomImages = (room: Pick<RoomDto, 'imagePath' | 'images'>, siteUrl: string): string[] => {
  const paths = [room.imagePath, ...(room.images ?? [])]
    .map((path) => path?.trim() ?? '')
    .filter(Boolean)
    .map((path) => {
      const base = OUR_SIZED_FILE.exec(path)?.[1];
      return absolute(siteUrl, base ? srcFor(base, 1600) : srcFor(path, 1600));
    });
  return [...new Set(paths)];
};

export type RoomDataOptions = SiteOptions & { room: RoomDto };

/**
 * A HotelRoom that is also a Product, so it can carry `offers`: schema.org's hotel guide types a room
 * this way (a HotelRoom alone is a Place, which has no offers).
 */
export type RoomStructuredData = Omit<WithContext<HotelRoomLeaf>, '@type'> & {
  '@type': ['HotelRoom', 'Product'];
  offers: Offer;
};

/**
 * A room: name, description, its own pictures (none listed when it has none: the stock pictures its page
 * pads with are not of this room), occupancy, and an Offer at the base price its page shows, per night.
 */
export const roomStructuredData = ({ room, siteUrl, language }: RoomDataOptions): RoomStructuredData => {
  const url = absolute(siteUrl, pathIn(language, `/rooms/${encodeURIComponent(room.id)}`));
  const images = roomImages(room, siteUrl);
  const description = room.description.trim();
  return {
    '@context': 'https://schema.org',
    '@type': ['HotelRoom', 'Product'],
    '@id': `${url}#room`,
    name: room.name,
    url,
    ...(description ? { description } : {}),
    ...(images.length ? { image: images } : {}),
    occupancy: { '@type': 'QuantitativeValue', minValue: 1, maxValue: room.maxOccupancy, unitCode: 'C62' },
    ...(room.amenities.length ? { amenityFeature: room.amenities.map(feature) } : {}),
    containedInPlace: {
      '@type': 'Resort',
      '@id': resortId(siteUrl),
      name: SITE_NAME,
      url: absolute(siteUrl, pathIn(language, '/')),
    },
    offers: {
      '@type': 'Offer',
      price: toDecimalString(toCentavos(room.basePrice)),
      priceCurrency: 'PHP',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: toDecimalString(toCentavos(room.basePrice)),
        priceCurrency: 'PHP',
        unitText: 'night',
      },
      url,
      availability:
        room.status === 'available' ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
};

const feature = (name: string) => ({ '@type': 'LocationFeatureSpecification' as const, name, value: true });

/**
 * The text of a <script type="application/ld+json">: JSON with '<', '>' and '&' (and the two JavaScript
 * line breaks) as \u escapes, so no content (an admin's '</script>' or '<!--') can end the element or
 * change how the HTML around it parses. JSON readers see the same values.
 */
export const jsonLdScript = (data: unknown): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
