import { describe, expect, it } from 'vitest';
import { responsiveSources } from './facility-image';

describe('responsiveSources', () => {
  it('offers every width of a generated picture', () => {
    expect(responsiveSources('/images/amenities/swimming-pool-960.webp')).toEqual({
      src: '/images/amenities/swimming-pool-960.webp',
      srcSet:
        '/images/amenities/swimming-pool-480.webp 480w, /images/amenities/swimming-pool-960.webp 960w, /images/amenities/swimming-pool-1600.webp 1600w',
    });
  });

  it('works from any of the widths', () => {
    expect(responsiveSources('/images/amenities/wifi-480.webp').src).toBe('/images/amenities/wifi-960.webp');
  });

  it('leaves uploads and other addresses alone', () => {
    expect(responsiveSources('/uploads/amenities/abc.png')).toEqual({ src: '/uploads/amenities/abc.png' });
    expect(responsiveSources('/images/amenities/pool.jpg')).toEqual({ src: '/images/amenities/pool.jpg' });
  });
});
