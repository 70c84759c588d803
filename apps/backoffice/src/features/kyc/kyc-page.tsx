import type { RouteData } from '@casino/contract/routes/define';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { staffApi, staffCall, type StaffApiError } from '../../lib/staff-api';
import { useStaffData } from '../../lib/use-staff-data';

type Document = RouteData<typeof staffApi.listDocuments>['documents'][number];

/** The document's file in the page: an image as such, a PDF in the browser's own viewer. */
function DocumentFile({ id }: { id: string }) {
  const { t } = useI18n();
  const [file, setFile] = useState<{ url: string; mimeType: string } | null>(null);
  useEffect(() => {
    let url = '';
    void staffCall(staffApi.getDocumentFile, { params: { id } }).then(({ mimeType, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      url = URL.createObjectURL(new Blob([bytes], { type: mimeType }));
      setFile({ url, mimeType });
    });
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  if (!file) return <p>{t('app.loading')}</p>;
  return file.mimeType === 'application/pdf' ? (
    <iframe src={file.url} title={t('kyc.document')} className="document-view" />
  ) : (
    <img src={file.url} alt={t('kyc.document')} className="document-view" />
  );
}

/** One document of the queue: shown on demand, approved, or rejected with a reason for the player. */
function DocumentCard(props: { document: Document; onReviewed: (outcome: string) => void }) {
  const { t } = useI18n();
  const { may } = useSession();
  const [isShown, setShown] = useState(false);
  const [reason, setReason] = useState('');
  const { document } = props;
  const review = (decision: 'approve' | 'reject') => {
    const note = decision === 'reject' ? reason : null;
    staffCall(staffApi.reviewDocument, { params: { id: document.id }, body: { decision, note } }).then(
      () => props.onReviewed(t(decision === 'approve' ? 'kyc.approved' : 'kyc.rejected')),
      (error: unknown) => props.onReviewed(t('app.error', { code: (error as StaffApiError).code })),
    );
  };
  return (
    <li className="card" data-testid="kyc-document">
      <p>
        <Link to={`/players/${document.playerId}`}>{document.username}</Link>
        {` · ${document.documentType} · ${new Date(document.uploadedAt).toLocaleString()}`}
      </p>
      {isShown ? (
        <DocumentFile id={document.id} />
      ) : (
        <button type="button" className="secondary" onClick={() => setShown(true)}>
          {t('kyc.show')}
        </button>
      )}
      {may('documents.review') ? (
        <div>
          <button type="button" onClick={() => review('approve')}>
            {t('withdrawals.approve')}
          </button>
          <label>
            {t('kyc.reason')}
            <input value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
          </label>
          <button type="button" className="danger" disabled={!reason.trim()} onClick={() => review('reject')}>
            {t('withdrawals.reject')}
          </button>
        </div>
      ) : null}
    </li>
  );
}

/** The KYC review queue: pending documents, oldest first. */
export function KycPage() {
  const { t } = useI18n();
  const [outcome, setOutcome] = useState<string | null>(null);
  const { data, error, reload } = useStaffData(
    () => staffCall(staffApi.listDocuments, { query: { pending: 'true' } }),
    [],
  );
  if (error) return <p role="alert">{t('app.error', { code: error })}</p>;
  if (!data) return <p>{t('app.loading')}</p>;
  return (
    <section aria-labelledby="kyc-title">
      <h1 id="kyc-title">{t('kyc.title')}</h1>
      {outcome ? <p role="status">{outcome}</p> : null}
      {data.documents.length === 0 ? <p>{t('withdrawals.none')}</p> : null}
      <ul className="cards">
        {data.documents.map((document) => (
          <DocumentCard
            key={document.id}
            document={document}
            onReviewed={(text) => {
              setOutcome(text);
              reload();
            }}
          />
        ))}
      </ul>
    </section>
  );
}
