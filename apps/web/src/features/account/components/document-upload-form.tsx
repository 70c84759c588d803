import { Button } from '@casino/ui/button';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FormField, FormMessage } from '@/components/form-field';
import type { DocumentsSchemaData, DocumentType } from '../api/get-documents-schema';
import { useUploadDocument } from '../api/upload-document';
import { checkDocumentFile, formatFileTypes, formatMegabytes, uploadErrorCode } from '../check-document-file';
import { failureMessage } from '@/lib/validation-issues';

export function DocumentUploadForm({ schema }: { schema: DocumentsSchemaData }) {
  const { t } = useTranslation('account');
  const form = useDocumentUpload({ schema });

  return (
    <form className="document-upload" onSubmit={form.onSubmit} noValidate data-testid="document-upload-form">
      <div className="form-grid">
        <FormField label={t('documents.type')}>
          {(control) => (
            <select
              {...control}
              className="form-input"
              value={form.documentType}
              data-testid="document-type"
              onChange={(event) => form.setDocumentType(event.target.value as DocumentType)}
            >
              {schema.documentTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`documents.types.${type}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={t('documents.file')}
          hint={t('documents.fileHint', { max: form.maxSize, types: form.types })}
          error={form.describe(form.fileError)}
        >
          {(control) => (
            <input
              {...control}
              ref={form.fileRef}
              className="form-input"
              type="file"
              name="file"
              accept={schema.acceptedMimeTypes.join(',')}
              data-testid="document-file"
              onChange={(event) => form.onFile(event.target.files?.[0] ?? null)}
            />
          )}
        </FormField>
      </div>
      {form.formError ? <FormMessage kind="error">{form.formError}</FormMessage> : null}
      {form.uploaded ? <p className="form-saved">{t('documents.uploaded')}</p> : null}
      <div className="form-actions">
        <Button type="submit" isBusy={form.upload.isPending} data-testid="document-upload">
          {t('documents.upload')}
        </Button>
      </div>
    </form>
  );
}

/** The upload's state: the chosen type and file, the file's check as soon as it is chosen, the send. */
function useDocumentUpload({ schema }: { schema: DocumentsSchemaData }) {
  const { t, i18n } = useTranslation('account');
  const upload = useUploadDocument();
  const fileRef = useRef<HTMLInputElement>(null);
  const [documentType, setDocumentType] = useState<DocumentType>(schema.documentTypes[0] ?? 'identity');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState(false);

  const maxSize = formatMegabytes(schema.maxSizeBytes, i18n.language);
  const types = formatFileTypes(schema.acceptedMimeTypes);
  const describe = (code: string | null) => (code ? t(`errors.${code}`, { max: maxSize, types }) : null);

  const onFile = (next: File | null) => {
    setFile(next);
    setUploaded(false);
    setFormError(null);
    // Checked as soon as it is chosen: no waiting for a transfer the server would refuse.
    setFileError(next ? checkDocumentFile(next, schema) : null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const error = checkDocumentFile(file, schema);
    setFileError(error);
    setFormError(null);
    if (error || !file) {
      fileRef.current?.focus();
      return;
    }
    upload.mutate(
      { documentType, file },
      {
        onSuccess: () => {
          setFile(null);
          setUploaded(true);
          if (fileRef.current) fileRef.current.value = '';
        },
        onError: (failure) => {
          const code = uploadErrorCode(failure);
          if (code) setFileError(code);
          else setFormError(failureMessage(failure));
        },
      },
    );
  };

  return {
    upload,
    fileRef,
    documentType,
    setDocumentType,
    fileError,
    formError,
    uploaded,
    maxSize,
    types,
    describe,
    onFile,
    onSubmit,
  };
}
