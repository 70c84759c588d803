import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, json, ok } from '@/test/fake-fetch';
import { renderFeature } from '@/test/render-feature';
import { DocumentsSection } from './documents-section';

const schema = {
  documentTypes: ['identity', 'proof_of_address', 'proof_of_payment'],
  maxSizeBytes: 5 * 1024 * 1024,
  acceptedMimeTypes: ['image/jpeg', 'image/png', 'application/pdf'],
};
const rejected = {
  id: 'd1',
  documentType: 'identity',
  status: 'rejected',
  uploadedAt: '2026-01-02T10:00:00.000Z',
  mimeType: 'image/png',
  sizeBytes: 1000,
  reviewNote: 'The photo is blurred',
};
const pending = {
  ...rejected,
  id: 'd2',
  documentType: 'proof_of_address',
  status: 'pending',
  reviewNote: null,
  uploadedAt: '2026-01-03T10:00:00.000Z',
};
const file = (size: number, type: string, name = 'doc.png') =>
  new File([new Uint8Array(size)], name, { type });
const uploads = (fetchFn: ReturnType<typeof renderFeature>['fetchFn']) =>
  fetchFn.mock.calls.filter(([url]) => String(url).includes('/uploadPlayerDocument/'));

describe('DocumentsSection', () => {
  it('shows the KYC status and each document with type, status, note and date', async () => {
    renderFeature(<DocumentsSection />, {
      'GET /player/playerDocuments': ok({ kycStatus: 'not_verified', documents: [rejected] }),
      'GET /player/playerDocuments/schema': ok(schema),
    });
    expect((await screen.findByTestId('kyc-status')).textContent).toBe('Not verified');
    const [row] = await screen.findAllByTestId('document-row');
    expect(row!.textContent).toContain('Identity document');
    expect(row!.textContent).toContain('Rejected');
    expect(row!.textContent).toContain('Reason: The photo is blurred');
    expect(row!.querySelector('time')?.getAttribute('datetime')).toBe('2026-01-02T10:00:00.000Z');
  });

  it('refuses a file over the limit or of another type before any upload', async () => {
    const { fetchFn } = renderFeature(<DocumentsSection />, {
      'GET /player/playerDocuments': ok({ kycStatus: 'not_verified', documents: [] }),
      'GET /player/playerDocuments/schema': ok(schema),
    });
    const input = await screen.findByTestId('document-file');
    fireEvent.change(input, { target: { files: [file(5 * 1024 * 1024 + 1, 'image/png')] } });
    expect(screen.getByText('The file is too large: the limit is 5 MB.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('document-upload'));
    fireEvent.change(input, { target: { files: [file(100, 'image/gif', 'a.gif')] } });
    expect(screen.getByText('This file type is not accepted. Use JPEG, PNG, PDF.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('document-upload'));
    expect(uploads(fetchFn)).toEqual([]);
  });

  it('uploads the file as multipart field `file` and refreshes the list', async () => {
    let documents: unknown[] = [];
    const { fetchFn } = renderFeature(<DocumentsSection />, {
      'GET /player/playerDocuments': () => json(200, ok({ kycStatus: 'not_verified', documents }).body),
      'GET /player/playerDocuments/schema': ok(schema),
      'POST /player/uploadPlayerDocument/proof_of_address': () => {
        documents = [pending];
        return json(200, ok(pending).body);
      },
    });
    expect(await screen.findByText('You have not uploaded any documents yet.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('document-type'), { target: { value: 'proof_of_address' } });
    const chosen = file(2000, 'application/pdf', 'bill.pdf');
    fireEvent.change(screen.getByTestId('document-file'), { target: { files: [chosen] } });
    fireEvent.click(screen.getByTestId('document-upload'));
    const [row] = await screen.findAllByTestId('document-row');
    expect(within(row!).getByText('Proof of address')).toBeTruthy();
    expect(within(row!).getByText('Pending')).toBeTruthy();
    const [[, init]] = uploads(fetchFn) as [[string, RequestInit]];
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('file')).toBe(chosen);
    expect(new Headers(init.headers).has('content-type')).toBe(false);
  });

  it('words payload_too_large and unsupported_media_type for the player', async () => {
    renderFeature(<DocumentsSection />, {
      'GET /player/playerDocuments': ok({ kycStatus: 'verified', documents: [] }),
      'GET /player/playerDocuments/schema': ok(schema),
      'POST /player/uploadPlayerDocument/identity': fail(
        415,
        'unsupported_media_type',
        'Unsupported Media Type',
      ),
    });
    expect((await screen.findByTestId('kyc-status')).textContent).toBe('Verified');
    fireEvent.change(screen.getByTestId('document-file'), { target: { files: [file(100, 'image/png')] } });
    fireEvent.click(screen.getByTestId('document-upload'));
    expect(await screen.findByText('This file type is not accepted. Use JPEG, PNG, PDF.')).toBeTruthy();
  });

  it.each([
    ['de', 409, 'document_quota_exceeded', 'Du hast die Höchstzahl gespeicherter Dokumente erreicht.'],
    ['en', 429, 'document_upload_rate_limited', 'Too many uploads in the last hour. Please try again later.'],
  ] as const)('words the %s quota refusal %s %s for the player', async (language, status, code, text) => {
    const { i18n } = await import('@/lib/i18n');
    await i18n.changeLanguage(language);
    try {
      renderFeature(<DocumentsSection />, {
        'GET /player/playerDocuments': ok({ kycStatus: 'verified', documents: [] }),
        'GET /player/playerDocuments/schema': ok(schema),
        'POST /player/uploadPlayerDocument/identity': fail(status, code, 'server words'),
      });
      await screen.findByTestId('kyc-status');
      fireEvent.change(screen.getByTestId('document-file'), { target: { files: [file(100, 'image/png')] } });
      fireEvent.click(screen.getByTestId('document-upload'));
      expect(await screen.findByText(new RegExp(`^${text.replace(/[.]/g, '\\.')}`))).toBeTruthy();
      expect(screen.queryByText('server words')).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
