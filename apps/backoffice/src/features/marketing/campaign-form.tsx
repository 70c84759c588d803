import { bonusActivationNames, bonusKindNames } from '@casino/contract/bonuses';
import { useState, type FormEvent } from 'react';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { staffApi, staffCall, type StaffApiError } from '../../lib/staff-api';
import {
  campaignBodyOf,
  emptyCampaign,
  kindTerms,
  type CampaignDraft,
  type CampaignTextField,
} from './campaign-draft';
import { CampaignTexts } from './campaign-texts';
import { Choice, Field } from './field';
import { GamePicker, type PickedGame } from './game-picker';

export const kindLabels: Record<CampaignDraft['kind'], MessageKey> = {
  deposit_match: 'marketing.kindDepositMatch',
  no_deposit: 'marketing.kindNoDeposit',
  free_spins: 'marketing.kindFreeSpins',
  reload: 'marketing.kindReload',
  cashback: 'marketing.kindCashback',
};
export const activationLabels: Record<CampaignDraft['activation'], MessageKey> = {
  automatic: 'marketing.activationAutomatic',
  claim: 'marketing.activationClaim',
  deposit: 'marketing.activationDeposit',
  code: 'marketing.activationCode',
};

/** The free-spins game, picked by name; the campaign keeps its slug. */
function FreeSpinsGame(props: { slug: string; onSlug: (slug: string) => void }) {
  const [picked, setPicked] = useState<PickedGame | null>(null);
  const chosen = !props.slug
    ? []
    : [picked?.slug === props.slug ? picked : { id: props.slug, slug: props.slug, title: props.slug }];
  return (
    <GamePicker
      label="marketing.freeSpinsGame"
      chosen={chosen}
      single
      emptyHint="marketing.freeSpinsGameNeeded"
      onChange={(games) => {
        setPicked(games[0] ?? null);
        props.onSlug(games[0]?.slug ?? '');
      }}
    />
  );
}

/** The terms only some kinds take: match percent and cap, a fixed amount, or free spins. */
function KindTerms(props: {
  draft: CampaignDraft;
  set: (field: CampaignTextField) => (value: string) => void;
}) {
  const terms = kindTerms(props.draft.kind);
  const { draft, set } = props;
  const euros = { inputMode: 'decimal' as const, required: true };
  return (
    <>
      {terms.match ? (
        <>
          <Field
            label="marketing.matchPercent"
            value={draft.matchPercent}
            onValue={set('matchPercent')}
            type="number"
            min={1}
            max={1000}
            required
          />
          <Field
            label="marketing.maxBonus"
            value={draft.maxBonusEuros}
            onValue={set('maxBonusEuros')}
            {...euros}
          />
          <Field
            label="marketing.minDeposit"
            value={draft.minDepositEuros}
            onValue={set('minDepositEuros')}
            {...euros}
            required={false}
          />
        </>
      ) : null}
      {terms.amount ? (
        <Field label="marketing.amount" value={draft.amountEuros} onValue={set('amountEuros')} {...euros} />
      ) : null}
      {terms.freeSpins ? (
        <>
          <FreeSpinsGame slug={draft.freeSpinsGameSlug} onSlug={set('freeSpinsGameSlug')} />
          <Field
            label="marketing.freeSpinsCount"
            value={draft.freeSpinsCount}
            onValue={set('freeSpinsCount')}
            type="number"
            min={1}
            max={1000}
            required
          />
          <Field
            label="marketing.freeSpinValue"
            value={draft.freeSpinValueEuros}
            onValue={set('freeSpinValueEuros')}
            {...euros}
          />
        </>
      ) : null}
    </>
  );
}

/** A new campaign, active at once, with its name and description in the six languages. */
export function CampaignForm(props: { onCreated: () => void }) {
  const { t } = useI18n();
  const [draft, setDraft] = useState<CampaignDraft>(emptyCampaign);
  const [outcome, setOutcome] = useState<string | null>(null);
  const set = (field: CampaignTextField) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body } = campaignBodyOf(draft);
    if (!body) return setOutcome(t('marketing.invalidAmount'));
    staffCall(staffApi.createBonusCampaign, { body }).then(
      (created) => {
        setOutcome(t('marketing.campaignCreated', { slug: created.slug }));
        setDraft(emptyCampaign);
        props.onCreated();
      },
      (error: unknown) => setOutcome(t('app.error', { code: (error as StaffApiError).code })),
    );
  };

  return (
    <form onSubmit={submit} className="card" aria-label={t('marketing.newCampaign')}>
      <h3>{t('marketing.newCampaign')}</h3>
      <div className="row wrap">
        <Field
          label="marketing.slug"
          value={draft.slug}
          onValue={set('slug')}
          required
          pattern="[a-z0-9][a-z0-9\-]{1,62}"
        />
      </div>
      <CampaignTexts
        names={draft.names}
        descriptions={draft.descriptions}
        onChange={(texts) => setDraft((current) => ({ ...current, ...texts }))}
        summary={`${t(kindLabels[draft.kind])} · ${t(activationLabels[draft.activation])} · ×${draft.wageringMultiple}`}
      />
      <div className="row wrap">
        <Choice
          label="marketing.kind"
          value={draft.kind}
          options={bonusKindNames}
          labelOf={(kind) => t(kindLabels[kind])}
          onValue={set('kind')}
        />
        <Choice
          label="marketing.activation"
          value={draft.activation}
          options={bonusActivationNames}
          labelOf={(name) => t(activationLabels[name])}
          onValue={set('activation')}
        />
        <KindTerms draft={draft} set={set} />
        <Field
          label="marketing.wagering"
          value={draft.wageringMultiple}
          onValue={set('wageringMultiple')}
          type="number"
          min={0}
          max={200}
          required
        />
        <Field
          label="marketing.slotsPercent"
          value={draft.slotsPercent}
          onValue={set('slotsPercent')}
          type="number"
          min={0}
          max={100}
          required
        />
      </div>
      <button type="submit">{t('marketing.createCampaign')}</button>
      {outcome ? <p role="status">{outcome}</p> : null}
    </form>
  );
}
