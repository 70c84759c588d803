import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../../../test/fake-s3';
import { testConfig } from '../../../test/helper';
import { createDocumentStore } from './create-document-store';

describe('S3 document store', () => {
  const fake = startFakeS3('test-access-key');
  let endpoint = '';

  beforeAll(async () => {
    endpoint = await fake.listen();
  });
  afterAll(() => fake.close());

  const store = () =>
    createDocumentStore(
      testConfig({
        S3_ENDPOINT: endpoint,
        S3_BUCKET: 'kyc',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'test-access-key',
        S3_SECRET_ACCESS_KEY: 'test-secret-key',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    );

  const key = '0b0c4f4e-8a9e-4f7a-9a55-3a8f6a9d1c11/6f1c2f3e-1d2b-4c5d-8e9f-0a1b2c3d4e5f.pdf';

  it('is chosen by the config when a bucket is set', () => {
    expect(store().kind).toBe('s3');
    expect(createDocumentStore(testConfig()).kind).toBe('disk');
  });

  it('refuses a bucket without credentials at boot', () => {
    expect(() => testConfig({ S3_BUCKET: 'kyc' })).toThrow(
      /S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
  });

  it('puts a signed object into the bucket and gets it back', async () => {
    const body = Buffer.from('%PDF-1.4\nsome document\n');
    await store().put(key, body, 'application/pdf');
    const stored = fake.objects.get(`/kyc/${key}`);
    expect(stored?.body.equals(body)).toBe(true);
    expect(stored?.contentType).toBe('application/pdf');
    expect(fake.authorizations.at(-1)).toMatch(
      /^AWS4-HMAC-SHA256 Credential=test-access-key\/\d{8}\/eu-central-1\/s3\/aws4_request/,
    );
    expect((await store().get(key)).equals(body)).toBe(true);
  });

  it('removes objects and refuses keys the server did not make', async () => {
    await store().remove(key);
    expect(fake.objects.has(`/kyc/${key}`)).toBe(false);
    await expect(store().put('../../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /not a document key/,
    );
  });

  it('fails loudly when the store refuses the signature', async () => {
    const wrong = createDocumentStore(
      testConfig({
        S3_ENDPOINT: endpoint,
        S3_BUCKET: 'kyc',
        S3_ACCESS_KEY_ID: 'someone-else',
        S3_SECRET_ACCESS_KEY: 'x',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    );
    await expect(wrong.put(key, Buffer.from('%PDF-'), 'application/pdf')).rejects.toThrow();
  });
});
