import { documentTypes, type documentsSchemaDataSchema } from '@casino/contract';
import type { z } from 'zod';
import type { Config } from '../../config';
import { acceptedMimeTypes } from './detect-file-type';

/** What the upload form needs to know before sending a file. */
export function getDocumentsSchema(config: Config): z.infer<typeof documentsSchemaDataSchema> {
  return {
    documentTypes: [...documentTypes],
    maxSizeBytes: config.documents.maxBytes,
    acceptedMimeTypes: [...acceptedMimeTypes],
  };
}
