import { useState } from 'react';
import { useI18n } from '../../lib/i18n';
import type { StaffApiError } from '../../lib/staff-api';

/** The outcome line of a form: its success text, or the refused call's result code. */
export function useOutcome() {
  const { t } = useI18n();
  const [outcome, setOutcome] = useState<string | null>(null);
  const report = <T,>(call: Promise<T>, done: (value: T) => string) => {
    setOutcome(null);
    call.then(
      (value) => setOutcome(done(value)),
      (error: unknown) => setOutcome(t('app.error', { code: (error as StaffApiError).code })),
    );
  };
  return { outcome, report };
}

/** Cancels a challenge or race after a confirmation click; the list reloads when it is done. */
export function CancelButton(props: { cancel: () => Promise<unknown>; onDone: () => void }) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  const { outcome, report } = useOutcome();
  if (!asking)
    return (
      <button type="button" className="danger" onClick={() => setAsking(true)}>
        {t('marketing.cancel')}
      </button>
    );
  return (
    <>
      <button
        type="button"
        className="danger"
        onClick={() =>
          report(props.cancel(), () => {
            props.onDone();
            return t('marketing.cancelled');
          })
        }
      >
        {t('marketing.confirmCancel')}
      </button>
      {outcome ? <span role="status">{outcome}</span> : null}
    </>
  );
}
