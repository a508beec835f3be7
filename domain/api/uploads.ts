// Picture uploads (spec section 7, Admin): ask for a URL, PUT the file there, confirm it.
import { z } from 'zod';

export const uploadUrlSchema = z
  .object({ uploadURL: z.string().describe('Where to PUT the file, with its own content type') })
  .meta({ id: 'UploadUrl', examples: [{ uploadURL: '/api/uploads/q8Z1xW4rT6yU0pL3' }] });

export const roomImageConfirmSchema = z.object({ imagePath: z.string() }).meta({
  id: 'RoomImageConfirm',
  examples: [{ imagePath: '/uploads/2f6c1a9e-0d4b-4c8e-9a7f-1b2c3d4e5f6a.png' }],
});

export const amenityUploadConfirmSchema = z.object({ objectPath: z.string() }).meta({
  id: 'AmenityUploadConfirm',
  examples: [{ objectPath: '/uploads/2f6c1a9e-0d4b-4c8e-9a7f-1b2c3d4e5f6a.png' }],
});

/**
 * An uploaded picture's bytes (GET /uploads/<file>): for the reference only, the file is streamed as stored,
 * never serialised (unknown, so the handler may send the stream; documented as a binary string).
 */
export const uploadedFileSchema = z
  .unknown()
  .meta({ type: 'string', format: 'binary', description: 'The picture as stored' });
