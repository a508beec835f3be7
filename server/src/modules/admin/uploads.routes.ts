// The signed upload URL flow of spec section 7 (room photos and amenity pictures):
//   1. POST /api/admin/room-image-upload-url | /api/admin/amenities/upload-url -> {uploadURL} (admins)
//   2. PUT {uploadURL} with the raw file (Content-Type image/png, image/jpeg or image/webp, < 5 MB): the
//      signed URL is the authorisation, as a storage service's signed URL would be; no session is needed
//      (a link lasts 10 minutes and takes one file, which only step 3 puts on a page)
//   3. POST /api/admin/confirm-room-image-upload {imageURL} -> {imagePath}
//      POST /api/admin/amenities/confirm-upload {imageURL} -> {objectPath}
// The stored files are public at /uploads/<id>.<ext>, with WebP copies at /uploads/<id>-<width>.webp
// for srcset and, for a room photo, its link-preview JPEG at /uploads/<id>-og.jpg (registerUploadFiles);
// they live in the configured storage (a folder or an S3 bucket).
import { BODY_ERRORS, errorResponses } from '@domain/api/common';
import {
  amenityUploadConfirmSchema,
  roomImageConfirmSchema,
  uploadedFileSchema,
  uploadUrlSchema,
} from '@domain/api/uploads';
import { IMAGE_WIDTHS } from '@domain/images';
import { MSG } from '@domain/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors';
import type { Storage } from '../../lib/storage/storage';
import {
  createUploadToken,
  detectImageType,
  findUploadedFile,
  IMAGE_TYPES,
  makeMissingCopies,
  makeMissingPreview,
  publicUploadPath,
  readUploadFileName,
  storeUpload,
  tokenFromUploadUrl,
  UPLOAD_MAX_BYTES,
  type UploadPurpose,
  uploadUrlFor,
  verifyUploadToken,
} from '../../lib/uploads';

const confirmSchema = z.object({
  imageURL: z.string({ error: 'imageURL is required' }).trim().min(1, 'imageURL is required').max(2000),
});

const invalidType = () => new AppError('UNSUPPORTED_TYPE', MSG.invalidFileType);

/**
 * The upload PUT in its own context: image parsers with a 5 MB limit exist on this route only. It is
 * registered outside the admin guard (admin/routes.ts): the token, checked before the body is read, is
 * what authorises it.
 */
export const uploadPutRoute: FastifyPluginAsyncZod = async (app) => {
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
      // no 401 and no 403 for a role: the signed URL is the authorisation (403 is a forged or stale link)
      schema: {
        params: z.object({ token: z.string() }),
        response: { 200: amenityUploadConfirmSchema, ...errorResponses(400, 403, 409, 413, 415) },
      },
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
      const type = await detectImageType(request.body);
      if (!type) throw invalidType();
      const result = await storeUpload({
        storage: app.storage,
        id: check.token.id,
        type,
        bytes: request.body,
        preview: check.token.purpose === 'room',
      });
      if (!result.stored && result.reason === 'undecodable') throw invalidType();
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
  const confirmedPath = async (imageURL: string, purpose: UploadPurpose) => {
    const token = tokenFromUploadUrl(imageURL);
    const check = token
      ? verifyUploadToken(token, { secret: config.sessionSecret, now: app.deps.now(), ignoreExpiry: true })
      : undefined;
    if (!check?.ok || check.token.purpose !== purpose)
      throw badRequest('This is not an upload link of this form', { imageURL: 'Invalid upload URL' });
    const fileName = await findUploadedFile(app.storage, check.token.id);
    if (!fileName)
      throw badRequest('The file has not been uploaded yet', { imageURL: 'No file at this URL' });
    return publicUploadPath(fileName);
  };

  const uploadUrlAnswer = { schema: { response: { 200: uploadUrlSchema, ...errorResponses(401, 403) } } };
  app.post('/api/admin/room-image-upload-url', uploadUrlAnswer, async () => uploadUrl('room'));
  app.post('/api/admin/amenities/upload-url', uploadUrlAnswer, async () => uploadUrl('amenity'));

  const confirmErrors = errorResponses(...BODY_ERRORS, 401, 403);
  app.post(
    '/api/admin/confirm-room-image-upload',
    { schema: { body: confirmSchema, response: { 200: roomImageConfirmSchema, ...confirmErrors } } },
    async (request) => ({ imagePath: await confirmedPath(request.body.imageURL, 'room') }),
  );
  app.post(
    '/api/admin/amenities/confirm-upload',
    { schema: { body: confirmSchema, response: { 200: amenityUploadConfirmSchema, ...confirmErrors } } },
    async (request) => ({ objectPath: await confirmedPath(request.body.imageURL, 'amenity') }),
  );
};

const CACHE_FOR_7_DAYS = `public, max-age=${7 * 24 * 60 * 60}, immutable`;

/** The served file in the reference: the picture in its own type (a stream, never serialised), or JSON 404. */
const uploadedFileAnswers = {
  200: {
    description: 'The picture (cached for 7 days)',
    content: Object.fromEntries(
      Object.keys(IMAGE_TYPES).map((type) => [type, { schema: uploadedFileSchema }]),
    ),
  },
  ...errorResponses(404),
};

/**
 * The file to serve; a WebP copy or the link preview of an upload stored before they existed is made
 * now, once, from its original.
 */
const findServedFile = async (storage: Storage, file: string) => {
  const name = readUploadFileName(file);
  if (!name) return undefined;
  const object = await storage.get(file);
  if (object) return object;
  if (name.preview) return (await makeMissingPreview(storage, name.id)) ? storage.get(file) : undefined;
  if (!IMAGE_WIDTHS.some((width) => width === name.width)) return undefined;
  return (await makeMissingCopies(storage, name.id)) ? storage.get(file) : undefined;
};

/** GET /uploads/<file>: the uploaded pictures, public, cached 7 days (a file never changes under its name). */
export const registerUploadFiles = async (app: FastifyInstance) => {
  const { storage } = app;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/uploads/:file',
      { schema: { params: z.object({ file: z.string() }), response: uploadedFileAnswers } },
      async (request, reply) => {
        const object = await findServedFile(storage, request.params.file);
        // the JSON 404 of any unknown address, never the single-page app's index.html
        if (!object) return reply.callNotFound();
        reply.header('content-type', object.contentType).header('cache-control', CACHE_FOR_7_DAYS);
        if (object.size !== undefined) reply.header('content-length', object.size);
        return reply.send(object.body);
      },
    );
};
