import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { ChatDeps } from './player-chat';

/**
 * The chat's dependencies as the app holds them, read at each call: inside an audited staff call the
 * app's `db` is that call's transaction.
 */
export const chatDepsOf = (app: FastifyInstance): ChatDeps => ({
  get db() {
    return app.db;
  },
  config: app.config,
  now: () => app.now(),
  get chatBus() {
    return app.chatBus;
  },
});

/** Multipart bodies in this scope only: one file within the identity documents' size, nothing else. */
export async function registerChatMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: app.config.documents.maxBytes, files: 1, fields: 0, parts: 2, headerPairs: 100 },
  });
}

/** The one file of the field "file"; past the size limit the stream throws `payload_too_large`. */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type');
  const file = await request.file();
  if (!file || file.fieldname !== 'file')
    throw new AppError('validation_error', undefined, {
      issues: [{ field: 'file', message: 'one file in the field "file" is required' }],
    });
  return file.toBuffer();
}
