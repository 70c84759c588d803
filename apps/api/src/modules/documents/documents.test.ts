import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  envelopeSchema,
  playerDocumentSchema,
  playerDocumentsDataSchema,
  documentsSchemaDataSchema,
} from '@casino/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerDocuments, playerMessages } from '../../db/schema';
import { smallJpeg, smallPdf, smallPng } from '../../test/document-files';
import { apiHeaders, useTestApp } from '../../test/helper';
import { multipartFile } from '../../test/multipart';
import { loginAsNewPlayer, playerHeaders, type TestPlayer } from '../../test/players';
import { staffToken } from '../../test/cashier';
import { runStaffCommand, staffRequestOf } from '../staff/staff-commands';

const dataDir = mkdtempSync(join(tmpdir(), 'casino-documents-'));
const maxBytes = 4096;

describe('identity documents', () => {
  const ctx = useTestApp({ env: { DATA_DIR: dataDir, DOCUMENT_MAX_BYTES: String(maxBytes) } });
  let alice: TestPlayer;
  let bob: TestPlayer;

  beforeAll(async () => {
    alice = await loginAsNewPlayer(ctx.app);
    bob = await loginAsNewPlayer(ctx.app);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  function upload(player: TestPlayer, documentType: string, file: Parameters<typeof multipartFile>[0]) {
    const { payload, headers } = multipartFile(file);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/v1/player/uploadPlayerDocument/${documentType}`,
      headers: playerHeaders(player, headers),
      payload,
    });
  }

  async function list(player: TestPlayer) {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/player/playerDocuments',
      headers: playerHeaders(player),
    });
    expect(response.statusCode).toBe(200);
    return envelopeSchema(playerDocumentsDataSchema).parse(response.json()).data;
  }

  async function storageKeyOf(documentId: string) {
    const [row] = await ctx.db
      .select({ storageKey: playerDocuments.storageKey })
      .from(playerDocuments)
      .where(eq(playerDocuments.id, documentId));
    return row?.storageKey ?? '';
  }

  it('describes the upload form', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/player/playerDocuments/schema',
      headers: playerHeaders(alice),
    });
    expect(envelopeSchema(documentsSchemaDataSchema).parse(response.json()).data).toEqual({
      documentTypes: ['identity', 'proof_of_address', 'proof_of_payment'],
      maxSizeBytes: maxBytes,
      acceptedMimeTypes: ['image/jpeg', 'image/png', 'application/pdf'],
    });
  });

  it.each([
    ['identity', 'passport.png', 'image/png', smallPng(), 'image/png', 'png'],
    ['proof_of_address', 'bill.jpeg', 'image/jpeg', smallJpeg(), 'image/jpeg', 'jpg'],
    ['proof_of_payment', 'card.pdf', 'application/pdf', smallPdf(), 'application/pdf', 'pdf'],
  ])(
    'accepts a %s as %s and stores it under a server-made name',
    async (type, filename, declared, content, mime, ext) => {
      const response = await upload(alice, type, { filename, contentType: declared, content });
      expect(response.statusCode, response.body).toBe(200);
      const document = envelopeSchema(playerDocumentSchema).parse(response.json()).data;
      expect(document).toMatchObject({
        documentType: type,
        status: 'pending',
        mimeType: mime,
        sizeBytes: content.length,
        reviewNote: null,
      });
      expect(response.body).not.toContain(dataDir);
      expect(response.body).not.toContain(filename);

      const key = await storageKeyOf(document.id);
      expect(key).toMatch(new RegExp(`^${alice.playerId}/[0-9a-f-]{36}\\.${ext}$`));
      const path = join(dataDir, 'documents', key);
      expect(existsSync(path)).toBe(true);
      expect(readFileSync(path).equals(content)).toBe(true);
    },
  );

  it('lists the uploads as pending, newest first, without storage details', async () => {
    const data = await list(alice);
    expect(data.kycStatus).toBe('not_verified');
    expect(data.documents.map((document) => [document.documentType, document.status])).toEqual([
      ['proof_of_payment', 'pending'],
      ['proof_of_address', 'pending'],
      ['identity', 'pending'],
    ]);
    expect(JSON.stringify(data)).not.toMatch(/storage|documents\//i);
  });

  it.each([
    ['a .png name with text content', 'photo.png', 'image/png', Buffer.from('just some text, not an image')],
    [
      'a Windows executable',
      'setup.pdf',
      'application/pdf',
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00 This program cannot be run in DOS mode'),
    ],
    [
      'an SVG',
      'id.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['an empty file', 'empty.jpg', 'image/jpeg', Buffer.alloc(0)],
  ])(
    'refuses %s with 415 whatever its name and declared type',
    async (_label, filename, contentType, content) => {
      const response = await upload(alice, 'identity', { filename, contentType, content });
      expect(response.statusCode).toBe(415);
      expect(response.json().info.resultCode).toBe('unsupported_media_type');
    },
  );

  it('refuses a file over the size limit with 413 and stores nothing', async () => {
    const before = (await list(bob)).documents.length;
    const content = Buffer.concat([smallPng(), Buffer.alloc(maxBytes)]);
    const response = await upload(bob, 'identity', {
      filename: 'big.png',
      contentType: 'image/png',
      content,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().info.resultCode).toBe('payload_too_large');
    expect((await list(bob)).documents).toHaveLength(before);
    expect(existsSync(join(dataDir, 'documents', bob.playerId))).toBe(false);
  });

  it('refuses an unknown document type, a wrong field name and a body that is not multipart', async () => {
    const unknown = await upload(alice, 'selfie', {
      filename: 'a.png',
      contentType: 'image/png',
      content: smallPng(),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().info.resultCode).toBe('validation_error');
    const field = await upload(alice, 'identity', {
      field: 'document',
      filename: 'a.png',
      contentType: 'image/png',
      content: smallPng(),
    });
    expect(field.statusCode).toBe(400);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/player/uploadPlayerDocument/identity',
      headers: playerHeaders(alice),
      payload: { file: 'iVBORw0KGgo=' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('needs a player session', async () => {
    const { payload, headers } = multipartFile({
      filename: 'a.png',
      contentType: 'image/png',
      content: smallPng(),
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/player/uploadPlayerDocument/identity',
      headers: apiHeaders(headers),
      payload,
    });
    expect(response.statusCode).toBe(401);
    const listing = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/player/playerDocuments',
      headers: apiHeaders(),
    });
    expect(listing.json().info.resultCode).toBe('player_session_required');
  });

  it("never shows one player another player's documents", async () => {
    const bobs = await upload(bob, 'identity', {
      filename: 'bob.png',
      contentType: 'image/png',
      content: smallPng(),
    });
    const bobDocument = envelopeSchema(playerDocumentSchema).parse(bobs.json()).data;
    const aliceView = await list(alice);
    expect(aliceView.documents.map((document) => document.id)).not.toContain(bobDocument.id);
    const bobView = await list(bob);
    expect(bobView.documents.map((document) => document.id)).toEqual([bobDocument.id]);
    // There is no route that fetches a document by id.
    const direct = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/player/playerDocuments/${bobDocument.id}`,
      headers: playerHeaders(alice),
    });
    expect(direct.statusCode).toBe(404);
  });

  describe('staff review from the command line, through the staff API', () => {
    // The CLI's commands, sent to the staff API in-process (the CLI sends the same over HTTP).
    async function run(...args: string[]) {
      const out: string[] = [];
      const err: string[] = [];
      const request = staffRequestOf(args);
      if (typeof request === 'string') return { code: 2, out, err: [request] };
      const token = await staffToken(ctx.app, 'risk_kyc');
      const client = {
        async call(method: 'GET' | 'POST', path: string, body?: unknown) {
          const response = await ctx.app.inject({
            method,
            url: `/staff/v1${path}`,
            headers: { authorization: `Bearer ${token}` },
            ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
          });
          return { status: response.statusCode, body: response.json() };
        },
      };
      const code = await runStaffCommand(client, request, {
        out: (line) => out.push(line),
        err: (line) => err.push(line),
      });
      return { code, out, err };
    }

    async function documentOf(player: TestPlayer, type: string) {
      const document = (await list(player)).documents.find((candidate) => candidate.documentType === type);
      if (!document) throw new Error(`no ${type} document`);
      return document;
    }

    it('lists pending documents with their owner', async () => {
      const { code, out } = await run('documents:list', '--pending');
      expect(code).toBe(0);
      expect(out).toHaveLength(4);
      expect(out.join('\n')).toContain(alice.username);
      expect(out.join('\n')).toContain(bob.username);
    });

    it('makes the player verified once identity and proof of address are approved, with messages', async () => {
      const identity = await documentOf(alice, 'identity');
      const address = await documentOf(alice, 'proof_of_address');

      const first = await run('documents:review', identity.id, 'approve');
      expect(first).toMatchObject({ code: 0 });
      expect(first.out[0]).toContain('not_verified');
      expect((await list(alice)).kycStatus).toBe('not_verified');

      const second = await run('documents:review', address.id, 'approve', 'clear', 'copy');
      expect(second.out[0]).toContain('"kycStatus":"verified"');
      const data = await list(alice);
      expect(data.kycStatus).toBe('verified');
      expect(data.documents.find((document) => document.id === address.id)).toMatchObject({
        status: 'approved',
        reviewNote: 'clear copy',
      });

      const messages = await ctx.db
        .select({ type: playerMessages.type, message: playerMessages.message })
        .from(playerMessages)
        .where(and(eq(playerMessages.playerId, alice.playerId), eq(playerMessages.type, 'kyc')));
      expect(messages).toHaveLength(2);
      expect(messages.map((message) => message.message).join('\n')).toContain(
        'Your account is now verified.',
      );
    });

    it('rejects with a note the player sees, and a rejection can take verification away', async () => {
      const payment = await documentOf(alice, 'proof_of_payment');
      expect((await run('documents:review', payment.id, 'reject', 'Card', 'number', 'unreadable')).code).toBe(
        0,
      );
      expect(await documentOf(alice, 'proof_of_payment')).toMatchObject({
        status: 'rejected',
        reviewNote: 'Card number unreadable',
      });
      expect((await list(alice)).kycStatus).toBe('verified');

      const address = await documentOf(alice, 'proof_of_address');
      await run('documents:review', address.id, 'reject', 'expired');
      expect((await list(alice)).kycStatus).toBe('not_verified');
    });

    it('answers usage errors and unknown documents with a non-zero exit code', async () => {
      expect((await run('documents:review', 'not-a-uuid', 'approve')).code).toBe(2);
      expect((await run('documents:review', '00000000-0000-4000-8000-000000000000', 'maybe')).code).toBe(2);
      const missing = await run('documents:review', '00000000-0000-4000-8000-000000000000', 'approve');
      expect(missing.code).toBe(1);
      expect(missing.err[0]).toContain('no document');
    });
  });
});
