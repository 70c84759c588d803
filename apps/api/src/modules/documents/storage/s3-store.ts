import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../../config';
import { assertDocumentKey, type DocumentStore } from './document-store';

/** Any S3-compatible store (AWS S3, MinIO, R2, ...); path style for stores without bucket subdomains. */
export function createS3DocumentStore(config: S3Config): DocumentStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const bucket = config.bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertDocumentKey(key);
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      assertDocumentKey(key);
      const result = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!result.Body) throw new Error(`document ${key} has no body`);
      return Buffer.from(await result.Body.transformToByteArray());
    },
    async remove(key) {
      assertDocumentKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
