import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { playerMessages } from '../../db/schema';
import { staffCall, staffToken } from '../../test/cashier';
import { smallPng } from '../../test/document-files';
import { useTestApp } from '../../test/helper';
import { multipartFile } from '../../test/multipart';
import { loginAsNewPlayer, playerHeaders } from '../../test/players';

const dataDir = mkdtempSync(join(tmpdir(), 'casino-kyc-queue-'));

/** Issue 29: the KYC queue shows the document in the reviewer's browser; a rejection tells the player why. */
describe('KYC review from the back office', () => {
  const ctx = useTestApp({ env: { DATA_DIR: dataDir } });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("serves the uploaded file to a reviewer and sends a rejection's reason in the player's language", async () => {
    const player = await loginAsNewPlayer(ctx.app, { language: 'de' });
    const png = smallPng();
    const { payload, headers } = multipartFile({
      filename: 'id.png',
      contentType: 'image/png',
      content: png,
    });
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/player/uploadPlayerDocument/identity',
      headers: playerHeaders(player, headers),
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const reviewer = await staffToken(ctx.app, 'risk_kyc');
    const queue = await staffCall(ctx.app, reviewer, 'GET', '/documents?pending=true');
    const document = queue
      .json<{ data: { documents: Array<{ id: string; playerId: string }> } }>()
      .data.documents.find((row) => row.playerId === player.playerId);
    if (!document) throw new Error('the upload is not in the queue');

    const file = await staffCall(ctx.app, reviewer, 'GET', `/documents/${document.id}/file`);
    expect(file.statusCode).toBe(200);
    const data = file.json<{ data: { mimeType: string; base64: string } }>().data;
    expect(data.mimeType).toBe('image/png');
    expect(Buffer.from(data.base64, 'base64').equals(png)).toBe(true);
    // Marketing may not read documents.
    const marketing = await staffToken(ctx.app, 'marketing');
    expect((await staffCall(ctx.app, marketing, 'GET', `/documents/${document.id}/file`)).statusCode).toBe(
      403,
    );

    const rejected = await staffCall(ctx.app, reviewer, 'POST', `/documents/${document.id}/review`, {
      decision: 'reject',
      note: 'Das Foto ist unscharf',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [message] = await ctx.db
      .select()
      .from(playerMessages)
      .where(and(eq(playerMessages.playerId, player.playerId), eq(playerMessages.type, 'kyc')));
    expect(message?.message).toContain('Das Foto ist unscharf');
    expect(message?.message).toContain('abgelehnt');
  });
});
