// The signed upload URL flow of spec section 7 (room photos and amenity pictures), admin only:
//   1. POST /api/admin/room-image-upload-url | /api/admin/amenities/upload-url -> {uploadURL}
//   2. PUT {uploadURL} with the raw file (Content-Type image/png, image/jpeg or image/webp, < 5 MB)
//   3. POST /api/admin/confirm-room-image-upload {imageURL} -> {imagePath}
//      POST /api/admin/amenities/confirm-upload {imageURL} -> {objectPath}
// The stored files are public at /uploads/<id>.<ext> (registerUploadFiles).
import { mkdirSync } from 'node:fs';
import { MSG } from '@domain/messages';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors';
import {
  createUploadToken,
  findUploadedFile,
  IMAGE_TYPES,
  type ImageType,
  publicUploadPath,
  sniffImageType,
  storeUpload,
  tokenFromUploadUrl,
  UPLOAD_MAX_BYTES,
  type UploadPurpose,
  uploadsDir,
  uploadUrlFor,
  verifyUploadToken,
} from '../../lib/uploads';

const confirmSchema = z.object({
  imageURL: z.string({ error: 'imageURL is required' }).trim().min(1, 'imageURL is required').max(2000),
});

const invalidType = () => new AppError('UNSUPPORTED_TYPE', MSG.invalidFileType);

/** The upload PUT in its own context: image parsers with a 5 MB limit exist on this route only. */
const uploadPutRoute: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;

  app.addContentTypeParser(
    Object.keys(IMAGE_TYPES),
    { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  // The spec's messages for the two refusals Fastify makes itself, before the handler runs.
  app.setErrorHandler((error: FastifyError, _request, _reply) => {
    if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      throw new AppError('TOO_LARGE', MSG.fileTooLarge);
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw invalidType();
    throw error;
  });

  app.put(
    '/api/uploads/:token',
    {
      bodyLimit: UPLOAD_MAX_BYTES,
      schema: { params: z.object({ token: z.string() }) },
      // the token is checked before the body is read: no 5 MB upload for a forged or stale URL
      onRequest: async (request) => {
        const { token } = request.params as { token: string };
        const check = verifyUploadToken(token, { secret: config.sessionSecret, now: app.deps.now() });
        if (!check.ok)
          throw forbidden(
            check.reason === 'expired'
              ? 'This upload link has expired. Please try the upload again.'
              : 'This upload link is not valid.',
          );
      },
    },
    async (request) => {
      const check = verifyUploadToken(request.params.token, {
        secret: config.sessionSecret,
        now: app.deps.now(),
      });
      if (!check.ok) throw forbidden('This upload link is not valid.');
      const declared = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
      if (!Buffer.isBuffer(request.body) || !(declared && declared in IMAGE_TYPES)) throw invalidType();
      if (request.body.length === 0) throw badRequest('The file is empty');
      if (request.body.length > UPLOAD_MAX_BYTES) throw new AppError('TOO_LARGE', MSG.fileTooLarge);
      // the bytes decide: a script renamed .png is refused, a PNG sent as image/jpeg is stored as .png
      const type: ImageType | undefined = sniffImageType(request.body);
      if (!type) throw invalidType();
      const result = await storeUpload({
        dataDir: config.dataDir,
        id: check.token.id,
        type,
        bytes: request.body,
      });
      if (!result.stored) throw conflict('This upload link has already been used');
      return { objectPath: publicUploadPath(result.fileName) };
    },
  );
};

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;

  const uploadUrl = (purpose: UploadPurpose) => ({
    uploadURL: uploadUrlFor(
      createUploadToken({ purpose, secret: config.sessionSecret, now: app.deps.now() }).token,
    ),
  });

  /** The stored file named by a confirmed upload URL (signature and purpose checked; expiry not, the file exists). */
  const confirmedPath = (imageURL: string, purpose: UploadPurpose) => {
    const token = tokenFromUploadUrl(imageURL);
    const check = token
      ? verifyUploadToken(token, { secret: config.sessionSecret, now: app.deps.now(), ignoreExpiry: true })
      : undefined;
    if (!check?.ok || check.token.purpose !== purpose)
      throw badRequest('This is not an upload link of this form', { imageURL: 'Invalid upload URL' });
    const fileName = findUploadedFile(config.dataDir, check.token.id);
    if (!fileName)
      throw badRequest('The file has not been uploaded yet', { imageURL: 'No file at this URL' });
    return publicUploadPath(fileName);
  };

  app.post('/api/admin/room-image-upload-url', async () => uploadUrl('room'));
  app.post('/api/admin/amenities/upload-url', async () => uploadUrl('amenity'));

  app.post('/api/admin/confirm-room-image-upload', { schema: { body: confirmSchema } }, async (request) => ({
    imagePath: confirmedPath(request.body.imageURL, 'room'),
  }));
  app.post('/api/admin/amenities/confirm-upload', { schema: { body: confirmSchema } }, async (request) => ({
    objectPath: confirmedPath(request.body.imageURL, 'amenity'),
  }));

  await app.register(uploadPutRoute);
};

/** GET /uploads/<file>: the uploaded pictures, public, cached 7 days (a file never changes under its name). */
export const registerUploadFiles = async (app: FastifyInstance) => {
  const root = uploadsDir(app.deps.config.dataDir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    maxAge: 7 * 24 * 60 * 60 * 1000,
    immutable: true,
  });
};
