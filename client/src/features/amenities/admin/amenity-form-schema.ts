// The amenity form: name required, description optional, display order a whole number from 0.

import { z } from 'zod';

export const amenityFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'Keep the name under 120 characters'),
  description: z.string().trim().max(2000, 'Keep the description under 2,000 characters'),
  displayOrder: z.coerce
    .number({ message: 'Enter a display order' })
    .int('Use a whole number')
    .min(0, 'Display order cannot be negative')
    .max(10000, 'Display order is too large'),
  imagePath: z.string().nullable(),
});

export type AmenityFormValues = z.input<typeof amenityFormSchema>;
export type AmenityFormOutput = z.output<typeof amenityFormSchema>;
