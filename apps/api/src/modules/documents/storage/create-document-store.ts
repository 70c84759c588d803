import { join } from 'node:path';
import type { Config } from '../../../config';
import { createDiskDocumentStore } from './disk-store';
import type { DocumentStore } from './document-store';
import { createS3DocumentStore } from './s3-store';

/** S3 when S3_BUCKET is configured, else files under ${DATA_DIR}/documents. */
export function createDocumentStore(config: Config): DocumentStore {
  const { s3 } = config.documents;
  return s3 ? createS3DocumentStore(s3) : createDiskDocumentStore(join(config.dataDir, 'documents'));
}
