import type { RouteData } from '@casino/contract/routes/define';
import { useState, type FormEvent } from 'react';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { useMoney } from '../../lib/money';
import { useSession } from '../../lib/session';
import { staffApi, staffCall, type StaffApiError } from '../../lib/staff-api';
import { useStaffData } from '../../lib/use-staff-data';

type Bonus = RouteData<typeof staffApi.getPlayer>['history']['bonuses'][number];

/** A bonus still running can be cancelled: its balance goes back to the house. */
const openStatuses = ['available', 'free_spins', 'active'];

/** The campaigns to choose from (active ones), or a free text where the role may not list them. */
function CampaignField(props: { value: string; onChange: (slug: string) => void }) {
  const { t } = useI18n();
  const { may } = useSession();
  const canList = may('bonuses.read');
  const { data } = useStaffData(
    async () => (canList ? (await staffCall(staffApi.listBonusCampaigns, {})).campaigns : []),
    [canList],
  );
  const campaigns = (data ?? []).filter((campaign) => campaign.status === 'active');
  return (
    <label>
      {t('bonusActions.campaign')}
      {canList ? (
        <select value={props.value} required onChange={(event) => props.onChange(event.target.value)}>
          <option value="">{t('bonusActions.choose')}</option>
          {campaigns.map((campaign) => (
            <option key={campaign.id} value={campaign.slug}>
              {`${campaign.names.en} (${campaign.slug})`}
            </option>
          ))}
        </select>
      ) : (
        <input value={props.value} required onChange={(event) => props.onChange(event.target.value)} />
      )}
    </label>
  );
}

/** The reason a grant or a cancellation gives (kept in the audit): 3 to 500 characters. */
function ReasonField(props: { label: MessageKey; value: string; onChange: (reason: string) => void }) {
  const { t } = useI18n();
  return (
    <label>
      {t(props.label)}
      <input
        value={props.value}
        minLength={3}
        maxLength={500}
        required
        onChange={(event) => props.onChange(event.target.value)}
      />
    </label>
  );
}

/** Grants a campaign's bonus with a reason; the request id is drawn once per grant, so a retry grants once. */
function GrantBonus(props: { playerId: string; onDone: () => void }) {
  const { t } = useI18n();
  const [campaign, setCampaign] = useState('');
  const [reason, setReason] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [outcome, setOutcome] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { playerId: props.playerId, campaign, requestId, reason };
    staffCall(staffApi.grantPlayerBonus, { body }).then(
      () => {
        setOutcome(t('bonusActions.granted'));
        setReason('');
        setRequestId(crypto.randomUUID());
        props.onDone();
      },
      (error: unknown) => setOutcome(t('app.error', { code: (error as StaffApiError).code })),
    );
  };
  return (
    <form onSubmit={submit}>
      <CampaignField value={campaign} onChange={setCampaign} />
      <ReasonField label="bonusActions.grantReason" value={reason} onChange={setReason} />
      <button type="submit">{t('bonusActions.grant')}</button>
      {outcome ? <p role="status">{outcome}</p> : null}
    </form>
  );
}

/** One running bonus with Cancel, which asks for the reason first. */
function OpenBonus(props: { bonus: Bonus; onDone: () => void }) {
  const { t } = useI18n();
  const money = useMoney();
  const [reason, setReason] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { bonus } = props;
  const cancel = (event: FormEvent) => {
    event.preventDefault();
    staffCall(staffApi.cancelPlayerBonus, { params: { id: bonus.id }, body: { reason: reason ?? '' } }).then(
      () => {
        setReason(null);
        props.onDone();
      },
      (refusal: unknown) => setError(t('app.error', { code: (refusal as StaffApiError).code })),
    );
  };
  const label = t('bonusActions.bonus', {
    status: bonus.status,
    amount: money.minor(bonus.bonusMinor, bonus.currency),
    when: new Date(bonus.createdAt).toLocaleString(),
  });
  return (
    <li data-testid="open-bonus">
      <span>{label}</span>
      {reason === null ? (
        <button type="button" className="danger" onClick={() => setReason('')}>
          {t('bonusActions.cancel')}
        </button>
      ) : (
        <form onSubmit={cancel}>
          <ReasonField label="bonusActions.cancelReason" value={reason} onChange={setReason} />
          <button type="submit" className="danger">
            {t('bonusActions.confirmCancel')}
          </button>
        </form>
      )}
      {error ? <p role="alert">{error}</p> : null}
    </li>
  );
}

/** Grant a campaign's bonus to the player, or cancel one still running (bonuses.grant). */
export function PlayerBonusActions(props: { playerId: string; bonuses: Bonus[]; onChanged: () => void }) {
  const { t } = useI18n();
  const open = props.bonuses.filter((bonus) => openStatuses.includes(bonus.status));
  return (
    <article className="card" aria-labelledby="bonus-actions-title">
      <h2 id="bonus-actions-title">{t('bonusActions.title')}</h2>
      <GrantBonus playerId={props.playerId} onDone={props.onChanged} />
      <h3>{t('bonusActions.running')}</h3>
      {open.length === 0 ? <p>{t('bonusActions.noneRunning')}</p> : null}
      <ul className="cards">
        {open.map((bonus) => (
          <OpenBonus key={bonus.id} bonus={bonus} onDone={props.onChanged} />
        ))}
      </ul>
    </article>
  );
}
