import { envelopeSchema, playerDocumentSchema } from '@casino/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerDocuments } from '../../db/schema';
import { smallPdf } from '../../test/document-files';
import { startFakeS3 } from '../../test/fake-s3';
import { useTestApp } from '../../test/helper';
import { multipartFile } from '../../test/multipart';
import { loginAsNewPlayer, playerHeaders } from '../../test/players';

describe('identity documents on an S3-compatible store', () => {
  const fake = startFakeS3('kyc-writer');
  // Filled in once the fake listens; useTestApp reads it when it builds the app, after this hook.
  const env: Record<string, string> = {};
  beforeAll(async () => {
    Object.assign(env, {
      S3_ENDPOINT: await fake.listen(),
      S3_BUCKET: 'player-documents',
      S3_ACCESS_KEY_ID: 'kyc-writer',
      S3_SECRET_ACCESS_KEY: 'kyc-secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
  });
  const ctx = useTestApp({ env });
  afterAll(() => fake.close());

  it('puts the upload into the bucket under the server-made key', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const content = smallPdf();
    const { payload, headers } = multipartFile({
      filename: 'statement.pdf',
      contentType: 'application/pdf',
      content,
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/player/uploadPlayerDocument/proof_of_address',
      headers: playerHeaders(player, headers),
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const document = envelopeSchema(playerDocumentSchema).parse(response.json()).data;
    const [row] = await ctx.db
      .select({ storageKey: playerDocuments.storageKey })
      .from(playerDocuments)
      .where(eq(playerDocuments.id, document.id));
    expect(row?.storageKey).toMatch(new RegExp(`^${player.playerId}/[0-9a-f-]{36}\\.pdf$`));
    expect(fake.objects.get(`/player-documents/${row?.storageKey}`)?.body.equals(content)).toBe(true);
  });
});
