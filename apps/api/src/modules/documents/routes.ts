import multipart from '@fastify/multipart';
import { playerRoutes } from '@casino/contract/routes/player';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeadersSchema } from '../../lib/api-headers';
import { AppError } from '../../lib/app-error';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import { sessionPlayer } from '../../lib/session-player';
import { refuseIfUploadRateExceeded } from './document-quota';
import { getDocumentsSchema } from './get-documents-schema';
import { listPlayerDocuments } from './list-player-documents';
import { createDocumentStore } from './storage/create-document-store';
import { uploadPlayerDocument } from './upload-player-document';

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = createDocumentStore(app.config);
  const { maxBytes, quota } = app.config.documents;
  // Registered here so only the upload route parses multipart bodies; one file, nothing else.
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 2, headerPairs: 100 },
  });

  registerRoute(
    app,
    playerRoutes.listPlayerDocuments,
    {
      config: { session: 'player' },
      headers: apiHeadersSchema,
      tags: ['documents'],
      summary: "The player's identity documents and KYC status",
    },
    async (request) => okEnvelope(await listPlayerDocuments(app.db, sessionPlayer(request).playerId)),
  );

  registerRoute(
    app,
    playerRoutes.getDocumentsSchema,
    {
      config: { session: 'player' },
      headers: apiHeadersSchema,
      tags: ['documents'],
      summary: 'Document types, size limit and file types accepted by the upload',
    },
    async () => okEnvelope(getDocumentsSchema(app.config)),
  );

  registerRoute(
    app,
    playerRoutes.uploadPlayerDocument,
    {
      config: { session: 'player' },
      headers: apiHeadersSchema,
      tags: ['documents'],
      summary: `Upload one document (multipart field "file"; JPEG, PNG or PDF up to ${maxBytes} bytes)`,
    },
    async (request) => {
      const { playerId } = sessionPlayer(request);
      if (!request.isMultipart()) throw new AppError('unsupported_media_type');
      await refuseIfUploadRateExceeded(app.db, {
        playerId,
        now: app.now(),
        uploadsPerHour: quota.uploadsPerHour,
      });
      const file = await request.file();
      if (!file || file.fieldname !== 'file')
        throw new AppError('validation_error', undefined, {
          issues: [{ field: 'file', message: 'one file in the field "file" is required' }],
        });
      // Throws the 413 error (payload_too_large) once the stream passes the size limit.
      const content = await file.toBuffer();
      return okEnvelope(
        await uploadPlayerDocument(
          { db: app.db, store, quota },
          {
            playerId,
            documentType: request.params.documentType,
            content,
            now: app.now(),
          },
        ),
      );
    },
  );
};
