import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { envelopeSchema, playerDocumentSchema, playerDocumentsDataSchema } from '@casino/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { playerDocuments } from '../../db/schema';
import { relaxedLimitsEnv } from '../../test/accounts';
import { smallPdf, smallPng } from '../../test/document-files';
import { createClock, useTestApp } from '../../test/helper';
import { multipartFile } from '../../test/multipart';
import { loginAsNewPlayer, playerHeaders, type TestPlayer } from '../../test/players';
import { reviewDocument } from './review-document';

const dataDir = mkdtempSync(join(tmpdir(), 'casino-document-quota-'));
const kilobyte = 1024;

describe('identity-document quotas', () => {
  const clock = createClock();
  const ctx = useTestApp({
    now: clock.now,
    env: {
      ...relaxedLimitsEnv,
      DATA_DIR: dataDir,
      DOCUMENT_MAX_BYTES: String(2 * 1024 * kilobyte),
      DOCUMENT_MAX_PER_TYPE: '3',
      DOCUMENT_MAX_TOTAL_BYTES: String(5 * 1024 * kilobyte),
      DOCUMENT_UPLOADS_PER_HOUR: '8',
      PLAYER_SESSION_IDLE_MINUTES: '600',
    },
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const pdfOf = (bytes: number) => Buffer.concat([smallPdf(), Buffer.alloc(bytes - smallPdf().length, 32)]);

  function upload(player: TestPlayer, documentType: string, content = smallPng()) {
    const { payload, headers } = multipartFile({ filename: 'doc', contentType: 'image/png', content });
    return ctx.app.inject({
      method: 'POST',
      url: `/api/v1/player/uploadPlayerDocument/${documentType}`,
      headers: playerHeaders(player, headers),
      payload,
    });
  }
  async function documents(player: TestPlayer) {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/player/playerDocuments',
      headers: playerHeaders(player),
    });
    return envelopeSchema(playerDocumentsDataSchema).parse(response.json()).data.documents;
  }
  const filesOf = (player: TestPlayer) => {
    const folder = join(dataDir, 'documents', player.playerId);
    return existsSync(folder) ? readdirSync(folder) : [];
  };
  const idOf = (response: Awaited<ReturnType<typeof upload>>) =>
    envelopeSchema(playerDocumentSchema).parse(response.json()).data.id;
  const reject = (documentId: string) =>
    reviewDocument(ctx.db, { documentId, decision: 'reject', note: 'unreadable', now: clock.now() });

  it('twenty 1 MB uploads at once: the hourly count refuses the flood, and one pending document is kept', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const content = pdfOf(1024 * kilobyte);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => upload(player, 'identity', content)),
    );
    const codes = responses.map((response) => response.json().info.resultCode);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(8);
    expect(codes.filter((code) => code === 'document_upload_rate_limited')).toHaveLength(12);
    const refused = responses.find((response) => response.statusCode !== 200)!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json().info.message).toBe('Too many uploads in the last hour, please try again later');

    // Each accepted upload replaced the pending one before it: one row, one file.
    expect(await documents(player)).toHaveLength(1);
    expect(filesOf(player)).toHaveLength(1);

    clock.advance(60 * 60_000);
    expect((await upload(player, 'identity')).statusCode).toBe(200);
  });

  it('replaces a pending document of the same type and removes its file; other types are kept', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const first = idOf(await upload(player, 'identity'));
    const [firstRow] = await ctx.db
      .select({ storageKey: playerDocuments.storageKey })
      .from(playerDocuments)
      .where(eq(playerDocuments.id, first));
    const address = idOf(await upload(player, 'proof_of_address'));
    const second = idOf(await upload(player, 'identity'));

    const kept = await documents(player);
    expect(kept.map((document) => document.id).sort()).toEqual([address, second].sort());
    expect(existsSync(join(dataDir, 'documents', firstRow!.storageKey))).toBe(false);
    expect(filesOf(player)).toHaveLength(2);
  });

  it('keeps reviewed documents as history, up to the count per type, then refuses with 409', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    for (let i = 0; i < 3; i += 1) {
      const response = await upload(player, 'identity');
      expect(response.statusCode, response.body).toBe(200);
      await reject(idOf(response));
    }
    const refused = await upload(player, 'identity');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().info.resultCode).toBe('document_quota_exceeded');
    expect(await documents(player)).toHaveLength(3);
    expect(filesOf(player)).toHaveLength(3);
    // Another type has its own count.
    expect((await upload(player, 'proof_of_payment')).statusCode).toBe(200);
  });

  it('refuses an upload that would pass the total bytes, in the player language, and stores nothing', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const twoMegabytes = pdfOf(2 * 1024 * kilobyte - 4 * kilobyte);
    expect((await upload(player, 'identity', twoMegabytes)).statusCode).toBe(200);
    expect((await upload(player, 'proof_of_address', twoMegabytes)).statusCode).toBe(200);
    const { payload, headers } = multipartFile({
      filename: 'card.pdf',
      contentType: 'application/pdf',
      content: twoMegabytes,
    });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/player/uploadPlayerDocument/proof_of_payment',
      headers: playerHeaders(player, { ...headers, 'x-language': 'no' }),
      payload,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().info).toMatchObject({
      resultCode: 'document_quota_exceeded',
      message: expect.stringContaining('grensen'),
    });
    expect(filesOf(player)).toHaveLength(2);
    // Replacing the pending identity document frees its bytes, so that upload is still taken.
    expect((await upload(player, 'identity', twoMegabytes)).statusCode).toBe(200);
    expect(filesOf(player)).toHaveLength(2);
  });
});
