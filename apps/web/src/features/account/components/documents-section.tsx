import { formatDateTime } from '@casino/rules/formatting';
import { Spinner } from '@casino/ui/spinner';
import { useTranslation } from '@/lib/i18n-react';
import { FormMessage } from '@/components/form-field';
import { useDocuments, type PlayerDocument } from '../api/get-documents';
import { useDocumentsSchema } from '../api/get-documents-schema';
import { failureMessage } from '@/lib/validation-issues';
import { DocumentUploadForm } from './document-upload-form';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';

/** Identity documents (KYC): the status, what was sent and how it was judged, and the upload. */
export function DocumentsSection() {
  const { t } = useTranslation('account');
  const documents = useDocuments();
  const schema = useDocumentsSchema();
  const kycStatus = documents.data?.kycStatus;
  return (
    <div className="account-card" data-testid="documents-section">
      <div className="account-card__head">
        <span className="account-card__label">{t('documents.kycLabel')}</span>
        {kycStatus ? (
          <span
            className={`status-badge status-badge--${kycStatus === 'verified' ? 'approved' : 'pending'}`}
            data-testid="kyc-status"
            data-status={kycStatus}
          >
            {t(`documents.kyc.${kycStatus}`)}
          </span>
        ) : null}
      </div>
      <p className="account-card__lead">{t('documents.lead')}</p>
      {documents.isPending ? <Spinner label={t('loading')} /> : null}
      {documents.isError ? <FormMessage kind="error">{failureMessage(documents.error)}</FormMessage> : null}
      {documents.data ? <DocumentList documents={documents.data.documents} /> : null}
      {schema.data ? <DocumentUploadForm schema={schema.data} /> : null}
      {schema.isError ? <FormMessage kind="error">{failureMessage(schema.error)}</FormMessage> : null}
    </div>
  );
}

function DocumentList({ documents }: { documents: PlayerDocument[] }) {
  const { t } = useTranslation('account');
  const locale = useFormatLocale();
  if (documents.length === 0) return <p className="account-card__empty">{t('documents.none')}</p>;
  // Newest first: the document the player just sent is the one they look for.
  const sorted = [...documents].sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
  return (
    <ul className="document-list" aria-label={t('documents.listLabel')}>
      {sorted.map((document) => (
        <li
          key={document.id}
          className="document-row"
          data-testid="document-row"
          data-status={document.status}
        >
          <span className="document-row__type">{t(`documents.types.${document.documentType}`)}</span>
          <time className="document-row__date" dateTime={document.uploadedAt}>
            {formatDateTime(document.uploadedAt, locale)}
          </time>
          <span className={`status-badge status-badge--${document.status}`}>
            {t(`documents.status.${document.status}`)}
          </span>
          {document.status === 'rejected' && document.reviewNote ? (
            <p className="document-row__note">{t('documents.note', { note: document.reviewNote })}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
