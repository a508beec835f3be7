import { MSG } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { imageFileProblem } from '@/lib/upload-image';
import { nextDisplayOrder } from '../api/admin-amenities';
import { amenityFormSchema } from './amenity-form-schema';

describe('nextDisplayOrder', () => {
  it('is 0 for the first amenity and one after the highest otherwise', () => {
    expect(nextDisplayOrder([])).toBe(0);
    expect(nextDisplayOrder([{ displayOrder: 3 }, { displayOrder: 7 }, { displayOrder: 1 }])).toBe(8);
  });
});

describe('amenity image checks', () => {
  it("refuses a file that is not an image with 'Invalid file type'", () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 100 }, 'amenity')).toBe(MSG.invalidFileType);
  });
  it('refuses 5MB or more', () => {
    expect(imageFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 }, 'amenity')).toBe(MSG.fileTooLarge);
    expect(imageFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 - 1 }, 'amenity')).toBeNull();
  });
});

describe('amenityFormSchema', () => {
  it('needs a name and a whole display order from 0', () => {
    const bad = amenityFormSchema.safeParse({
      name: ' ',
      description: '',
      displayOrder: '-1',
      imagePath: null,
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Name is required',
      'Display order cannot be negative',
    ]);
    const good = amenityFormSchema.parse({
      name: ' Spa ',
      description: '',
      displayOrder: '4',
      imagePath: null,
    });
    expect(good).toEqual({ name: 'Spa', description: '', displayOrder: 4, imagePath: null });
  });
});
