import { useTranslation } from '@/lib/i18n-react';
import type { RoundCheckResult } from '../check-round';

type ValidResult = Extract<RoundCheckResult, { isValid: true }>;

const stepStatusKeys = {
  open: 'result.statusOpen',
  lost: 'result.statusLost',
  complete: 'result.statusComplete',
} as const;

function Match({
  isMatch,
  yes,
  no,
  testId,
}: {
  isMatch: boolean | null;
  yes: string;
  no: string;
  testId: string;
}) {
  if (isMatch === null) return null;
  return (
    <p className={`fairness-match fairness-match--${isMatch ? 'yes' : 'no'}`} data-testid={testId}>
      {isMatch ? `✔ ${yes}` : `✘ ${no}`}
    </p>
  );
}

/** What the browser recomputed: the seed's hash, the outcome in short and in full, the win. */
export function RoundCheckResultView({ result }: { result: ValidResult }) {
  const { t } = useTranslation('fairness');
  return (
    <section className="fairness-card fairness-result" aria-live="polite" data-testid="fairness-result">
      <h2 className="fairness-card__title">{t('result.title')}</h2>
      <p className="fairness-muted">{t('result.local')}</p>
      <dl className="fairness-list">
        <dt>{t('result.hash')}</dt>
        <dd>
          <code className="fairness-mono" data-testid="fairness-hash">
            {result.serverSeedHash}
          </code>
          <Match
            isMatch={result.isHashMatch}
            yes={t('result.hashMatch')}
            no={t('result.hashMismatch')}
            testId="fairness-hash-match"
          />
        </dd>
        <dt>{t(result.jackpot ? 'result.gamePayout' : 'result.payout')}</dt>
        <dd>
          <strong data-testid="fairness-payout">{result.payout}</strong>
          <Match
            isMatch={result.isPayoutMatch}
            yes={t('result.payoutMatch')}
            no={t('result.payoutMismatch')}
            testId="fairness-payout-match"
          />
        </dd>
        <dt>{t('result.multiplier')}</dt>
        <dd data-testid="fairness-multiplier">{result.multiplier}×</dd>
        {result.jackpot ? (
          <>
            <dt>{t('result.jackpot')}</dt>
            <dd data-testid="fairness-jackpot">
              {result.jackpot.isHit ? t('result.jackpotHit') : t('result.jackpotMissed')}
              {result.jackpot.claimed ? (
                <p className="fairness-muted" data-testid="fairness-jackpot-claimed">
                  {t('result.jackpotClaimed', { amount: result.jackpot.claimed })}
                </p>
              ) : null}
            </dd>
          </>
        ) : null}
        {result.stepStatus ? (
          <>
            <dt>{t('result.status')}</dt>
            <dd data-testid="fairness-step-status">{t(stepStatusKeys[result.stepStatus])}</dd>
          </>
        ) : null}
      </dl>
      <h3 className="fairness-card__subtitle">{t('result.outcome')}</h3>
      <dl className="fairness-list" data-testid="fairness-outcome">
        {result.rows.map((row) => (
          <div key={row.name} className="fairness-list__row">
            <dt>
              <code>{row.name}</code>
            </dt>
            <dd className="fairness-mono">{row.value}</dd>
          </div>
        ))}
      </dl>
      <details className="fairness-raw">
        <summary>{t('result.raw')}</summary>
        <pre className="fairness-mono" data-testid="fairness-raw">
          {result.raw}
        </pre>
      </details>
    </section>
  );
}
