import type { ReconciliationData } from '@casino/contract/backoffice-payments';
import type { ReactNode } from 'react';
import { DataTable } from '../../lib/data-table';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { staffApi, staffCall } from '../../lib/staff-api';
import { useSession } from '../../lib/session';
import { useStaffData } from '../../lib/use-staff-data';
import { HeldPayoutsPanel } from './held-payouts-panel';

const when = (iso: string) => new Date(iso).toLocaleString();

/** One check: its name, what it proves, pass or fail, and the rows that failed it. */
function Check(props: {
  id: string;
  title: MessageKey;
  explains: MessageKey;
  headers: MessageKey[];
  rows: ReactNode[][];
}) {
  const { t } = useI18n();
  const passed = props.rows.length === 0;
  return (
    <article className="card" aria-labelledby={`${props.id}-title`} data-testid={props.id}>
      <h2 id={`${props.id}-title`}>{t(props.title)}</h2>
      <p>{t(props.explains)}</p>
      <p className={passed ? 'tag' : 'tag error'} data-testid={`${props.id}-result`}>
        {passed ? t('reconciliation.pass') : t('reconciliation.fail', { count: props.rows.length })}
      </p>
      {passed ? null : <DataTable headers={props.headers} rows={props.rows} />}
    </article>
  );
}

/** The two checks of the books, as one run found them. */
function RunResult({ run }: { run: ReconciliationData }) {
  const { t } = useI18n();
  return (
    <>
      <p role="status" data-testid="reconciliation-summary">
        {t(run.isClean ? 'reconciliation.clean' : 'reconciliation.notClean', { when: when(run.ranAt) })}
      </p>
      <div className="grid">
        <Check
          id="check-balances"
          title="reconciliation.balances"
          explains="reconciliation.balancesExplain"
          headers={[
            'reconciliation.account',
            'reconciliation.currency',
            'reconciliation.stored',
            'reconciliation.posted',
          ]}
          rows={run.accountMismatches.map((row) => [row.accountId, row.currency, row.stored, row.posted])}
        />
        <Check
          id="check-entries"
          title="reconciliation.entries"
          explains="reconciliation.entriesExplain"
          headers={[
            'reconciliation.entry',
            'reconciliation.currency',
            'reconciliation.sum',
            'reconciliation.postings',
          ]}
          rows={run.unbalancedEntries.map((row) => [row.entryId, row.currency ?? '—', row.sum, row.postings])}
        />
      </div>
    </>
  );
}

/**
 * The books' reconciliation (reports.read): run when the screen opens and again on demand. It only
 * reads, so running it changes nothing; each run reads every ledger row, hence no automatic refresh.
 * Below it, to whoever may read withdrawals, the payouts held for reconciliation and their actions.
 */
export function ReconciliationPage() {
  const { t } = useI18n();
  const { may } = useSession();
  const { data, error, reload } = useStaffData(() => staffCall(staffApi.getReconciliation, {}), []);
  return (
    <section aria-labelledby="reconciliation-title">
      <h1 id="reconciliation-title">{t('reconciliation.title')}</h1>
      <p>{t('reconciliation.intro')}</p>
      <button type="button" onClick={reload}>
        {t('reconciliation.run')}
      </button>
      {error ? <p role="alert">{t('app.error', { code: error })}</p> : null}
      {!data && !error ? <p>{t('app.loading')}</p> : null}
      {data ? <RunResult run={data} /> : null}
      {may('withdrawals.read') ? <HeldPayoutsPanel /> : null}
    </section>
  );
}
