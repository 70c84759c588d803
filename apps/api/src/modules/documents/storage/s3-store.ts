import type * as S3 from '@aws-sdk/client-s3';
import type { S3Config } from '../../../config';
import { assertDocumentKey, type DocumentStore } from './document-store';

type S3Sdk = typeof S3;

/**
 * Any S3-compatible store (AWS S3, MinIO, R2, ...); path style for stores without bucket subdomains.
 * The SDK (some 0.2 s to load) is loaded with the first document stored or read, not at start.
 */
export function createS3DocumentStore(config: S3Config): DocumentStore {
  let connected: Promise<{ sdk: S3Sdk; client: S3.S3Client }> | null = null;
  const connect = () =>
    (connected ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        ...(config.endpoint ? { endpoint: config.endpoint } : {}),
        forcePathStyle: config.forcePathStyle,
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      }),
    })));
  const bucket = config.bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertDocumentKey(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      assertDocumentKey(key);
      const { sdk, client } = await connect();
      const result = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!result.Body) throw new Error(`document ${key} has no body`);
      return Buffer.from(await result.Body.transformToByteArray());
    },
    async remove(key) {
      assertDocumentKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
