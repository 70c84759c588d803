import { useState } from 'react';
import { DataTable } from '../../lib/data-table';
import { useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { staffApi, staffCall, type StaffApiError } from '../../lib/staff-api';
import { useStaffData } from '../../lib/use-staff-data';
import { BonusCodeForm } from './bonus-code-form';
import { BonusCodes, loadCodes } from './bonus-codes';
import { statusLabels, type CampaignStatus } from './campaign-status';
import { CampaignForm, activationLabels, kindLabels } from './campaign-form';

/** Pause an active campaign, or activate one not yet ended. */
function CampaignActions(props: {
  campaign: { id: string; status: CampaignStatus };
  setStatus: (id: string, status: CampaignStatus) => void;
}) {
  const { t } = useI18n();
  const { campaign, setStatus } = props;
  if (campaign.status === 'active')
    return (
      <button type="button" className="secondary" onClick={() => setStatus(campaign.id, 'paused')}>
        {t('marketing.pause')}
      </button>
    );
  if (campaign.status === 'ended') return null;
  return (
    <button type="button" onClick={() => setStatus(campaign.id, 'active')}>
      {t('marketing.activate')}
    </button>
  );
}

/** Bonus campaigns: the list with pause and activate, a new campaign, and promotion codes. */
export function BonusCampaigns() {
  const { t } = useI18n();
  const { may } = useSession();
  const [outcome, setOutcome] = useState<string | null>(null);
  const list = useStaffData(async () => (await staffCall(staffApi.listBonusCampaigns, {})).campaigns, []);
  const [codesOffset, setCodesOffset] = useState(0);
  const codes = useStaffData(() => loadCodes(codesOffset), [codesOffset]);
  const canWrite = may('bonuses.write');
  const campaigns = list.data ?? [];

  const setStatus = (id: string, status: CampaignStatus) => {
    setOutcome(null);
    staffCall(staffApi.setBonusCampaignStatus, { params: { id }, body: { status } }).then(
      (changed) => {
        setOutcome(
          t('marketing.statusChanged', { slug: changed.slug, status: t(statusLabels[changed.status]) }),
        );
        list.reload();
      },
      (error: unknown) => setOutcome(t('app.error', { code: (error as StaffApiError).code })),
    );
  };

  return (
    <section aria-labelledby="campaigns-title">
      <h2 id="campaigns-title">{t('marketing.campaigns')}</h2>
      {list.error ? <p className="error">{t('app.error', { code: list.error })}</p> : null}
      {outcome ? <p role="status">{outcome}</p> : null}
      <DataTable
        headers={[
          'marketing.name',
          'marketing.slug',
          'marketing.kind',
          'marketing.activation',
          'marketing.wagering',
          'marketing.status',
        ]}
        withActions={canWrite}
        rowKeys={campaigns.map((campaign) => campaign.id)}
        rowTestId="campaign"
        cellClasses={{ 1: 'mono' }}
        rows={campaigns.map((campaign) => [
          campaign.names.en,
          campaign.slug,
          t(kindLabels[campaign.kind]),
          t(activationLabels[campaign.activation]),
          `×${campaign.wageringMultiple}`,
          t(statusLabels[campaign.status]),
          ...(canWrite ? [<CampaignActions campaign={campaign} setStatus={setStatus} />] : []),
        ])}
      />
      <BonusCodes page={codes.data} error={codes.error} offset={codesOffset} onOffset={setCodesOffset} />
      {canWrite ? (
        <div className="grid">
          <BonusCodeForm campaigns={campaigns.map((campaign) => campaign.slug)} onCreated={codes.reload} />
          <CampaignForm onCreated={list.reload} />
        </div>
      ) : null}
    </section>
  );
}
