import { useState } from 'react';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { staffApi, staffCall, type StaffApiError } from '../../lib/staff-api';
import { useStaffData } from '../../lib/use-staff-data';
import { BonusCodeForm } from './bonus-code-form';
import { ListTable } from './list-table';
import { CampaignForm, activationLabels, kindLabels } from './campaign-form';

type CampaignStatus = 'scheduled' | 'active' | 'paused' | 'ended';
const statusLabels: Record<CampaignStatus, MessageKey> = {
  scheduled: 'marketing.statusScheduled',
  active: 'marketing.statusActive',
  paused: 'marketing.statusPaused',
  ended: 'marketing.statusEnded',
};

/** Bonus campaigns: the list with pause and activate, a new campaign, and promotion codes. */
export function BonusCampaigns() {
  const { t } = useI18n();
  const { may } = useSession();
  const [outcome, setOutcome] = useState<string | null>(null);
  const list = useStaffData(async () => (await staffCall(staffApi.listBonusCampaigns, {})).campaigns, []);
  const canWrite = may('bonuses.write');

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
      <ListTable
        columns={[
          'marketing.name',
          'marketing.slug',
          'marketing.kind',
          'marketing.activation',
          'marketing.wagering',
          'marketing.status',
        ]}
        withActions={canWrite}
      >
        {(list.data ?? []).map((campaign) => (
          <tr key={campaign.id} data-testid="campaign">
            <td>{campaign.names.en}</td>
            <td className="mono">{campaign.slug}</td>
            <td>{t(kindLabels[campaign.kind])}</td>
            <td>{t(activationLabels[campaign.activation])}</td>
            <td>×{campaign.wageringMultiple}</td>
            <td>{t(statusLabels[campaign.status])}</td>
            {canWrite ? (
              <td>
                {campaign.status === 'active' ? (
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => setStatus(campaign.id, 'paused')}
                  >
                    {t('marketing.pause')}
                  </button>
                ) : campaign.status !== 'ended' ? (
                  <button type="button" onClick={() => setStatus(campaign.id, 'active')}>
                    {t('marketing.activate')}
                  </button>
                ) : null}
              </td>
            ) : null}
          </tr>
        ))}
      </ListTable>
      {canWrite ? (
        <div className="grid">
          <BonusCodeForm campaigns={(list.data ?? []).map((campaign) => campaign.slug)} />
          <CampaignForm onCreated={list.reload} />
        </div>
      ) : null}
    </section>
  );
}
