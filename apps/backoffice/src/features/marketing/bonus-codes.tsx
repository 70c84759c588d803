import { DataTable } from '../../lib/data-table';
import { useI18n } from '../../lib/i18n';
import { staffApi, staffCall } from '../../lib/staff-api';
import { codeStatusLabels } from './campaign-status';

/** The number of codes a page of the list holds. */
export const codesPageSize = 20;

type CodesPage = Awaited<ReturnType<typeof loadCodes>>;

export function loadCodes(offset: number) {
  return staffCall(staffApi.listBonusCodes, { query: { limit: codesPageSize, offset } });
}

/** The promotion codes, newest first: campaign, uses against the cap, window and state, a page at a time. */
export function BonusCodes(props: {
  page: CodesPage | null;
  error: string | null;
  offset: number;
  onOffset: (offset: number) => void;
}) {
  const { t, locale } = useI18n();
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(locale) : '—');
  const codes = props.page?.codes ?? [];
  return (
    <section aria-labelledby="codes-title">
      <h3 id="codes-title">{t('marketing.codes')}</h3>
      {props.error ? <p className="error">{t('app.error', { code: props.error })}</p> : null}
      {props.page && codes.length === 0 ? <p>{t('marketing.noCodes')}</p> : null}
      {codes.length > 0 ? (
        <DataTable
          headers={[
            'marketing.code',
            'marketing.campaign',
            'marketing.uses',
            'marketing.startsAt',
            'marketing.endsAt',
            'marketing.status',
            'marketing.createdAt',
          ]}
          rowKeys={codes.map((code) => code.id)}
          rowTestId="bonus-code"
          cellClasses={{ 0: 'mono', 1: 'mono', 2: 'amount' }}
          rows={codes.map((code) => [
            code.code.toUpperCase(),
            code.campaign,
            code.maxUses === null
              ? t('marketing.usesUnlimited', { uses: code.uses })
              : t('marketing.usesOf', { uses: code.uses, limit: code.maxUses }),
            when(code.startsAt),
            when(code.endsAt),
            t(codeStatusLabels[code.status]),
            when(code.createdAt),
          ])}
        />
      ) : null}
      <div className="row">
        {props.offset > 0 ? (
          <button
            type="button"
            className="secondary"
            onClick={() => props.onOffset(Math.max(0, props.offset - codesPageSize))}
          >
            {t('marketing.previousCodes')}
          </button>
        ) : null}
        {props.page?.page.hasMore ? (
          <button
            type="button"
            className="secondary"
            onClick={() => props.onOffset(props.offset + codesPageSize)}
          >
            {t('marketing.moreCodes')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
