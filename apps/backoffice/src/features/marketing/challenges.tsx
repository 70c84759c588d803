import { useState, type FormEvent } from 'react';
import { DataTable } from '../../lib/data-table';
import { useI18n } from '../../lib/i18n';
import { useMoney } from '../../lib/money';
import { staffApi, staffCall } from '../../lib/staff-api';
import { useStaffData } from '../../lib/use-staff-data';
import { isoOfLocalInput } from '../content/content-draft';
import { CancelButton, useOutcome } from './competition-outcome';
import { Choice, Field } from './field';
import { GamePicker, type PickedGame } from './game-picker';

const tiers = ['1', '2', '3', '4', '5'] as const;

/** A challenge on one of the rules' five tiers, open from now or a set time, on one game or every studio slot. */
function ChallengeForm(props: { onCreated: () => void }) {
  const { t } = useI18n();
  const [form, setForm] = useState({
    tier: '1' as (typeof tiers)[number],
    maxWinners: '1',
    startsAt: '',
    endsAt: '',
  });
  const [games, setGames] = useState<PickedGame[]>([]);
  const { outcome, report } = useOutcome();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      tier: Number(form.tier),
      gameId: games[0]?.id ?? null,
      maxWinners: Number(form.maxWinners),
      startsAt: isoOfLocalInput(form.startsAt) ?? undefined,
      endsAt: isoOfLocalInput(form.endsAt),
    };
    report(staffCall(staffApi.createChallenge, { body }), () => {
      props.onCreated();
      return t('marketing.challengeCreated');
    });
  };
  return (
    <form onSubmit={submit} className="card" aria-label={t('marketing.newChallenge')}>
      <h3>{t('marketing.newChallenge')}</h3>
      <div className="row wrap">
        <Choice
          label="marketing.tier"
          value={form.tier}
          options={tiers}
          labelOf={(tier) => tier}
          onValue={(tier) => setForm({ ...form, tier })}
        />
        <Field
          label="marketing.maxWinners"
          value={form.maxWinners}
          onValue={(maxWinners) => setForm({ ...form, maxWinners })}
          type="number"
          min={1}
          max={1000}
          required
        />
        <Field
          label="marketing.startsAt"
          value={form.startsAt}
          onValue={(startsAt) => setForm({ ...form, startsAt })}
          type="datetime-local"
        />
        <Field
          label="marketing.endsAt"
          value={form.endsAt}
          onValue={(endsAt) => setForm({ ...form, endsAt })}
          type="datetime-local"
        />
      </div>
      <GamePicker label="marketing.challengeGame" chosen={games} onChange={setGames} single />
      <button type="submit">{t('marketing.createChallenge')}</button>
      {outcome ? <p role="status">{outcome}</p> : null}
    </form>
  );
}

/** Challenges: tier or custom terms, winners so far, window; cancel one not yet over. */
export function Challenges(props: { canWrite: boolean }) {
  const { t, locale } = useI18n();
  const money = useMoney();
  const list = useStaffData(async () => (await staffCall(staffApi.listChallenges, {})).challenges, []);
  const challenges = list.data ?? [];
  const terms = (challenge: NonNullable<typeof list.data>[number]) =>
    challenge.tier !== null
      ? t('marketing.tierN', { tier: challenge.tier })
      : `×${challenge.multiplier} · ${challenge.prizeMinor === null || challenge.currency === null ? '—' : money.minor(challenge.prizeMinor, challenge.currency)}`;
  return (
    <section aria-labelledby="challenges-title">
      <h2 id="challenges-title">{t('marketing.challenges')}</h2>
      {list.error ? <p className="error">{t('app.error', { code: list.error })}</p> : null}
      <DataTable
        headers={[
          'marketing.terms',
          'marketing.status',
          'marketing.winners',
          'marketing.startsAt',
          'marketing.endsAt',
        ]}
        withActions={props.canWrite}
        rowKeys={challenges.map((challenge) => challenge.id)}
        rowTestId="challenge"
        rows={challenges.map((challenge) => [
          terms(challenge),
          challenge.status,
          `${challenge.winnersCount} / ${challenge.maxWinners}`,
          new Date(challenge.startsAt).toLocaleString(locale),
          challenge.endsAt ? new Date(challenge.endsAt).toLocaleString(locale) : '—',
          ...(props.canWrite
            ? [
                challenge.status === 'upcoming' || challenge.status === 'open' ? (
                  <CancelButton
                    cancel={() => staffCall(staffApi.cancelChallenge, { params: { id: challenge.id } })}
                    onDone={list.reload}
                  />
                ) : null,
              ]
            : []),
        ])}
      />
      {props.canWrite ? <ChallengeForm onCreated={list.reload} /> : null}
    </section>
  );
}
