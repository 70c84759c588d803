import { isApiError } from '@/lib/api-error';
import type { DocumentsSchemaData } from './api/get-documents-schema';

/**
 * Checked before the upload so a player with a 30 MB photo learns it at once instead of after the
 * transfer. The server checks again, by the file's magic bytes, whatever the browser claims.
 */
export function checkDocumentFile(
  file: File | null,
  schema: Pick<DocumentsSchemaData, 'maxSizeBytes' | 'acceptedMimeTypes'>,
): string | null {
  if (!file) return 'file_required';
  if (file.size > schema.maxSizeBytes) return 'file_too_large';
  if (!schema.acceptedMimeTypes.includes(file.type)) return 'file_type_unsupported';
  if (file.size === 0) return 'file_empty';
  return null;
}

export type UploadErrorCode =
  'file_too_large' | 'file_type_unsupported' | 'document_quota_exceeded' | 'document_upload_rate_limited';

/** The upload refusals the player can act on get our own words; anything else, the server's message. */
export function uploadErrorCode(error: unknown): UploadErrorCode | null {
  if (isApiError(error, 'payload_too_large')) return 'file_too_large';
  if (isApiError(error, 'unsupported_media_type')) return 'file_type_unsupported';
  if (isApiError(error, 'document_quota_exceeded')) return 'document_quota_exceeded';
  if (isApiError(error, 'document_upload_rate_limited')) return 'document_upload_rate_limited';
  return null;
}

/** 5242880 -> "5 MB" (a no-break space: the unit never wraps alone): the limit as a player reads it. */
export function formatMegabytes(bytes: number, locale: string): string {
  const megabytes = bytes / (1024 * 1024);
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(megabytes)}\u00a0MB`;
}

/** The accepted MIME types as the short names players know (JPEG, PNG, PDF). */
export function formatFileTypes(mimeTypes: readonly string[]): string {
  return mimeTypes
    .map((type) => (type.split('/')[1] ?? type).replace('jpeg', 'JPEG').toUpperCase())
    .join(', ');
}
