import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { checkDocumentFile, formatFileTypes, formatMegabytes, uploadErrorCode } from './check-document-file';

const schema = { maxSizeBytes: 1000, acceptedMimeTypes: ['image/jpeg', 'image/png', 'application/pdf'] };
const file = (size: number, type: string) => new File([new Uint8Array(size)], 'doc', { type });
const refusal = (
  resultCode:
    | 'payload_too_large'
    | 'unsupported_media_type'
    | 'internal_error'
    | 'document_quota_exceeded'
    | 'document_upload_rate_limited',
  status: number,
) => new ApiError({ info: { success: false, message: 'server says', resultCode }, data: null }, status);

describe('document upload pre-check', () => {
  it('takes a file up to the size limit of an accepted type', () => {
    expect(checkDocumentFile(file(1000, 'image/png'), schema)).toBeNull();
    expect(checkDocumentFile(file(10, 'application/pdf'), schema)).toBeNull();
  });
  it('refuses a file over the limit, of another type, empty, or missing', () => {
    expect(checkDocumentFile(file(1001, 'image/png'), schema)).toBe('file_too_large');
    expect(checkDocumentFile(file(10, 'image/gif'), schema)).toBe('file_type_unsupported');
    expect(checkDocumentFile(file(0, 'image/png'), schema)).toBe('file_empty');
    expect(checkDocumentFile(null, schema)).toBe('file_required');
  });
  it('maps the server refusals the player can act on', () => {
    expect(uploadErrorCode(refusal('payload_too_large', 413))).toBe('file_too_large');
    expect(uploadErrorCode(refusal('unsupported_media_type', 415))).toBe('file_type_unsupported');
    expect(uploadErrorCode(refusal('document_quota_exceeded', 409))).toBe('document_quota_exceeded');
    expect(uploadErrorCode(refusal('document_upload_rate_limited', 429))).toBe(
      'document_upload_rate_limited',
    );
    expect(uploadErrorCode(refusal('internal_error', 500))).toBeNull();
  });
  it('says the limit and the types as players read them', () => {
    expect(formatMegabytes(5 * 1024 * 1024, 'en')).toBe('5\u00a0MB');
    expect(formatFileTypes(schema.acceptedMimeTypes)).toBe('JPEG, PNG, PDF');
  });
});
