import type { AmenityDto, ReviewDto, RoomDto } from '@domain/api-types';
import { describe, expect, it } from 'vitest';
import {
  isoTime,
  jsonLdScript,
  postalAddress,
  priceRange,
  resortStructuredData,
  roomStructuredData,
} from './structured-data';

const SITE = 'https://casaalon.ph';
const ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
const UPLOAD = '0b7e4c55-2f1a-4d8e-9c3b-5a6f7e8d9c01';

const room = (overrides: Partial<RoomDto> = {}): RoomDto => ({
  id: ID,
  name: 'Sunset Suite',
  description: 'A corner suite with a wraparound balcony.',
  imagePath: '/images/rooms/sunset-suite-1-960.webp',
  images: ['/images/rooms/sunset-suite-1-960.webp', `/uploads/${UPLOAD}.jpg`],
  basePrice: '12500.00',
  maxAdults: 2,
  maxKids: 2,
  maxOccupancy: 4,
  baseOccupancy: 4,
  extraAdultCharge: '0.00',
  extraChildCharge: '0.00',
  status: 'available',
  amenities: ['Wi-Fi', 'Mini bar'],
  rates: [],
  ...overrides,
});
const amenity = (name: string, displayOrder: number): AmenityDto => ({
  id: ID,
  name,
  description: '',
  icon: null,
  imagePath: null,
  displayOrder,
});
const review = (rating: number, approved = true): ReviewDto => ({
  id: ID,
  reservationId: ID,
  reservation: null,
  rating,
  comment: 'Lovely',
  approved,
  createdAt: '2030-01-01T00:00:00.000Z',
  location: 'Cebu',
  author: 'Maria S.',
  user: null,
});

describe('resortStructuredData', () => {
  const resort = (overrides: Partial<Parameters<typeof resortStructuredData>[0]> = {}) =>
    resortStructuredData({
      content: {},
      amenities: [amenity('Swimming Pool', 0), amenity('Restaurant', 1)],
      reviews: [],
      siteUrl: SITE,
      language: 'en',
      ...overrides,
    });

  it('is a Resort with the content’s address, point, contact and times (the defaults when unsaved)', () => {
    expect(resort()).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Resort',
      '@id': 'https://casaalon.ph/#resort',
      name: 'Casa Alon Beach Resort',
      url: 'https://casaalon.ph/',
      image: 'https://casaalon.ph/images/site/hero-og.jpg',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Sitio Dalampasigan',
        addressLocality: 'San Juan',
        addressRegion: 'La Union',
        addressCountry: 'PH',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 16.669, longitude: 120.326 },
      telephone: '+63 917 555 0142',
      email: 'reservations@casaalon.ph',
      checkinTime: '15:00',
      checkoutTime: '12:00',
      amenityFeature: [
        { '@type': 'LocationFeatureSpecification', name: 'Swimming Pool', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Restaurant', value: true },
      ],
    });
  });

  it('reads what the owner saved, and names the Filipino landing in Filipino', () => {
    const data = resort({
      language: 'fil',
      content: {
        resort_address: 'Purok 3, Barangay Bagong Silang, Moalboal, Cebu',
        map_location: '9.95, 123.39',
        contact_phone: '+63 32 555 0101',
        check_in_time: '2 PM',
        check_out_time: '11:30 am',
      },
    });
    expect(data).toMatchObject({
      url: 'https://casaalon.ph/fil',
      address: {
        streetAddress: 'Purok 3, Barangay Bagong Silang',
        addressLocality: 'Moalboal',
        addressRegion: 'Cebu',
      },
      geo: { latitude: 9.95, longitude: 123.39 },
      telephone: '+63 32 555 0101',
      checkinTime: '14:00',
      checkoutTime: '11:30',
    });
  });

  it('rates from approved reviews only, to one decimal, and has no rating without any', () => {
    expect(resort()).not.toHaveProperty('aggregateRating');
    expect(resort({ reviews: [review(2, false)] })).not.toHaveProperty('aggregateRating');
    expect(resort({ reviews: [review(5), review(5), review(4), review(1, false)] }).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.7,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('gives the price range of the rooms as their cards print it, when given the rooms', () => {
    expect(resort()).not.toHaveProperty('priceRange');
    expect(
      resort({ rooms: [{ basePrice: '4500.00' }, { basePrice: '15000.00' }, { basePrice: '2500.50' }] }),
    ).toMatchObject({ priceRange: '₱2,500.50–₱15,000' });
    expect(priceRange([{ basePrice: '4500.00' }])).toBe('₱4,500');
    expect(priceRange([])).toBeUndefined();
  });

  it('keeps a hostile content value inside its script element', () => {
    const hostile = 'Sitio </script><script>alert(1)</script> & <!-- Beach';
    const text = jsonLdScript(resort({ content: { resort_address: hostile } }));
    expect(text).not.toMatch(/[<>]/);
    expect(text.toLowerCase()).not.toContain('</script');
    expect(text).not.toContain('&');
    // a JSON reader gets the owner's text back exactly
    expect(JSON.parse(text).address.streetAddress).toBe(hostile);
  });
});

describe('roomStructuredData', () => {
  it('is a HotelRoom (and Product) with its pictures, occupancy and an Offer at the price its page shows', () => {
    expect(roomStructuredData({ room: room(), siteUrl: SITE, language: 'en' })).toEqual({
      '@context': 'https://schema.org',
      '@type': ['HotelRoom', 'Product'],
      '@id': `https://casaalon.ph/rooms/${ID}#room`,
      name: 'Sunset Suite',
      url: `https://casaalon.ph/rooms/${ID}`,
      description: 'A corner suite with a wraparound balcony.',
      image: [
        'https://casaalon.ph/images/rooms/sunset-suite-1-1600.webp',
        `https://casaalon.ph/uploads/${UPLOAD}.jpg`,
      ],
      occupancy: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 4, unitCode: 'C62' },
      amenityFeature: [
        { '@type': 'LocationFeatureSpecification', name: 'Wi-Fi', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Mini bar', value: true },
      ],
      containedInPlace: {
        '@type': 'Resort',
        '@id': 'https://casaalon.ph/#resort',
        name: 'Casa Alon Beach Resort',
        url: 'https://casaalon.ph/',
      },
      offers: {
        '@type': 'Offer',
        price: '12500.00',
        priceCurrency: 'PHP',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: '12500.00',
          priceCurrency: 'PHP',
          unitText: 'night',
        },
        url: `https://casaalon.ph/rooms/${ID}`,
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('lists no image for a room with none, no description when blank, and is out of stock when not bookable', () => {
    const data = roomStructuredData({
      room: room({ imagePath: null, images: [], description: '  ', status: 'maintenance', amenities: [] }),
      siteUrl: `${SITE}/`,
      language: 'fil',
    });
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('amenityFeature');
    expect(data.url).toBe(`https://casaalon.ph/fil/rooms/${ID}`);
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('keeps a hostile room name inside its script element', () => {
    const name = 'Suite</SCRIPT><img src=x onerror=alert(1)>';
    const text = jsonLdScript(roomStructuredData({ room: room({ name }), siteUrl: SITE, language: 'en' }));
    expect(text).not.toMatch(/[<>]/);
    expect(JSON.parse(text).name).toBe(name);
  });
});

describe('helpers', () => {
  it('reads times as the content writes them', () => {
    expect(isoTime('3:00 PM')).toBe('15:00');
    expect(isoTime('12:00 PM')).toBe('12:00');
    expect(isoTime('12:00 a.m.')).toBe('00:00');
    expect(isoTime('9 am')).toBe('09:00');
    expect(isoTime('14:30')).toBe('14:30');
    expect(isoTime('after lunch')).toBeUndefined();
    expect(isoTime('13:00 PM')).toBeUndefined();
  });

  it('splits addresses of fewer parts into what they have', () => {
    expect(postalAddress('Moalboal, Cebu')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Moalboal',
      addressLocality: 'Cebu',
      addressCountry: 'PH',
    });
    expect(postalAddress('Philippines')).toMatchObject({
      streetAddress: 'Philippines',
      addressCountry: 'PH',
    });
  });

  it('escapes the JavaScript line breaks too', () => {
    expect(jsonLdScript({ a: 'x\u2028y\u2029' })).toBe('{"a":"x\\u2028y\\u2029"}');
  });
});
