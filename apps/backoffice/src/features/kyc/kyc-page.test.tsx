import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderAs } from '../../test/staff-screens';
import { KycPage } from './kyc-page';

const documentId = '22222222-2222-4222-8222-222222222222';

describe('KYC queue', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the document in the page and rejects it only with a reason for the player', async () => {
    localStorage.setItem('backoffice.locale', 'en');
    const calls = fakeStaffApi({
      'GET /staff/v1/documents': {
        documents: [
          {
            id: documentId,
            playerId: 'p1',
            username: 'ada',
            documentType: 'identity',
            status: 'pending',
            mimeType: 'image/png',
            sizeBytes: 3,
            uploadedAt: '2026-01-01T00:00:00.000Z',
            reviewNote: null,
          },
        ],
      },
      [`GET /staff/v1/documents/${documentId}/file`]: { mimeType: 'image/png', base64: btoa('png') },
      [`POST /staff/v1/documents/${documentId}/review`]: {
        documentId,
        playerId: 'p1',
        status: 'rejected',
        kycStatus: 'not_verified',
      },
    });
    URL.createObjectURL = vi.fn(() => 'blob:document');
    URL.revokeObjectURL = vi.fn();
    renderAs(['documents.read', 'documents.review'], '/kyc', <KycPage />, '/kyc');
    fireEvent.click(await screen.findByRole('button', { name: 'Show the document' }));
    expect((await screen.findByRole('img', { name: 'The uploaded document' })).getAttribute('src')).toBe(
      'blob:document',
    );
    const reject = screen.getByRole('button', { name: 'Reject' });
    expect((reject as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Reason for the player (needed to reject)'), {
      target: { value: 'The photo is blurred' },
    });
    fireEvent.click(reject);
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/review'))).toBe(true));
    expect(calls.find((call) => call.url.endsWith('/review'))?.body).toEqual({
      decision: 'reject',
      note: 'The photo is blurred',
    });
    expect((await screen.findByRole('status')).textContent).toContain('the player is told why');
  });

  it('hides the decisions from a role that may only read documents', async () => {
    fakeStaffApi({ 'GET /staff/v1/documents': { documents: [] } });
    renderAs(['documents.read'], '/kyc', <KycPage />, '/kyc');
    expect(await screen.findByText('Documents to review')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
