import multipart from '@fastify/multipart';
import {
  documentTypes,
  documentsSchemaDataSchema,
  playerDocumentSchema,
  playerDocumentsDataSchema,
} from '@casino/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiHeadersSchema } from '../../lib/api-headers';
import { AppError } from '../../lib/app-error';
import { okEnvelope, responses } from '../../lib/envelope';
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

  app.get(
    '/player/playerDocuments',
    {
      config: { session: 'player' },
      schema: {
        headers: apiHeadersSchema,
        tags: ['documents'],
        summary: "The player's identity documents and KYC status",
        response: responses(playerDocumentsDataSchema),
      },
    },
    async (request) => okEnvelope(await listPlayerDocuments(app.db, sessionPlayer(request).playerId)),
  );

  app.get(
    '/player/playerDocuments/schema',
    {
      config: { session: 'player' },
      schema: {
        headers: apiHeadersSchema,
        tags: ['documents'],
        summary: 'Document types, size limit and file types accepted by the upload',
        response: responses(documentsSchemaDataSchema),
      },
    },
    async () => okEnvelope(getDocumentsSchema(app.config)),
  );

  app.post(
    '/player/uploadPlayerDocument/:documentType',
    {
      config: { session: 'player' },
      schema: {
        headers: apiHeadersSchema,
        params: z.object({ documentType: z.enum(documentTypes) }),
        consumes: ['multipart/form-data'],
        tags: ['documents'],
        summary: `Upload one document (multipart field "file"; JPEG, PNG or PDF up to ${maxBytes} bytes)`,
        response: responses(playerDocumentSchema),
      },
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
