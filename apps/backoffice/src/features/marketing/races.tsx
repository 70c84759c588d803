import { raceScoringValues } from '@casino/contract/competitions';
import { useState, type FormEvent } from 'react';
import { DataTable } from '../../lib/data-table';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { staffApi, staffCall } from '../../lib/staff-api';
import { useStaffData } from '../../lib/use-staff-data';
import { isoOfLocalInput } from '../content/content-draft';
import { CancelButton, useOutcome } from './competition-outcome';
import { Choice, Field } from './field';
import { GamePicker, type PickedGame } from './game-picker';

type Scoring = (typeof raceScoringValues)[number];
const scoringLabels: Record<Scoring, MessageKey> = {
  wagered: 'marketing.scoringWagered',
  multiplier: 'marketing.scoringMultiplier',
  net_win: 'marketing.scoringNetWin',
};

/** Prizes by place as typed: minor units separated by commas or spaces ('5000, 2500, 1000'). */
const prizesOf = (text: string) => text.split(/[\s,;]+/).filter((prize) => prize !== '');

const empty = {
  name: '',
  scoring: 'wagered' as Scoring,
  currency: 'EUR',
  minBet: '0',
  prizes: '',
  startsAt: '',
  endsAt: '',
};
type RaceDraft = typeof empty;

function raceBodyOf(form: RaceDraft, games: PickedGame[]) {
  return {
    gameIds: games.length > 0 ? games.map((game) => game.id) : null,
    name: form.name.trim(),
    scoring: form.scoring,
    currency: form.currency.trim().toUpperCase(),
    minBetMinor: form.minBet.trim(),
    prizesMinor: prizesOf(form.prizes),
    startsAt: isoOfLocalInput(form.startsAt) ?? '',
    endsAt: isoOfLocalInput(form.endsAt) ?? '',
  };
}

/** A slot race on every slot or on the games picked: name, scoring, currency, minimum bet and prizes in minor units, its window. */
function RaceForm(props: { onCreated: () => void }) {
  const { t } = useI18n();
  const [form, setForm] = useState(empty);
  const [games, setGames] = useState<PickedGame[]>([]);
  const { outcome, report } = useOutcome();
  const set = (field: keyof RaceDraft) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = raceBodyOf(form, games);
    report(staffCall(staffApi.createSlotRace, { body }), (race) => {
      setForm(empty);
      setGames([]);
      props.onCreated();
      return t('marketing.raceCreated', { name: race.name });
    });
  };
  return (
    <form onSubmit={submit} className="card" aria-label={t('marketing.newRace')}>
      <h3>{t('marketing.newRace')}</h3>
      <div className="row wrap">
        <Field label="marketing.name" value={form.name} onValue={set('name')} required maxLength={80} />
        <Choice
          label="marketing.scoring"
          value={form.scoring}
          options={raceScoringValues}
          labelOf={(value) => t(scoringLabels[value])}
          onValue={set('scoring')}
        />
        <Field
          label="marketing.currency"
          value={form.currency}
          onValue={set('currency')}
          required
          pattern="[A-Za-z]{3}"
        />
        <Field
          label="marketing.minBetMinor"
          value={form.minBet}
          onValue={set('minBet')}
          required
          pattern="\d{1,15}"
        />
        <Field
          label="marketing.prizesMinor"
          value={form.prizes}
          onValue={set('prizes')}
          required
          placeholder="5000, 2500, 1000"
        />
        <Field
          label="marketing.startsAt"
          value={form.startsAt}
          onValue={set('startsAt')}
          type="datetime-local"
          required
        />
        <Field
          label="marketing.endsAt"
          value={form.endsAt}
          onValue={set('endsAt')}
          type="datetime-local"
          required
        />
      </div>
      <GamePicker label="marketing.raceGames" chosen={games} onChange={setGames} />
      <button type="submit">{t('marketing.createRace')}</button>
      {outcome ? <p role="status">{outcome}</p> : null}
    </form>
  );
}

/** Slot races: window, status and prize pool; cancel one that has not finished. */
export function Races(props: { canWrite: boolean }) {
  const { t, locale } = useI18n();
  const list = useStaffData(async () => (await staffCall(staffApi.listSlotRaces, {})).races, []);
  const when = (iso: string) => new Date(iso).toLocaleString(locale);
  const races = list.data ?? [];
  return (
    <section aria-labelledby="races-title">
      <h2 id="races-title">{t('marketing.races')}</h2>
      {list.error ? <p className="error">{t('app.error', { code: list.error })}</p> : null}
      <DataTable
        headers={[
          'marketing.name',
          'marketing.status',
          'marketing.poolMinor',
          'marketing.startsAt',
          'marketing.endsAt',
        ]}
        withActions={props.canWrite}
        rowKeys={races.map((race) => race.id)}
        rowTestId="race"
        cellClasses={{ 2: 'amount' }}
        rows={races.map((race) => [
          race.name,
          race.status,
          race.poolMinor,
          when(race.startsAt),
          when(race.endsAt),
          ...(props.canWrite
            ? [
                race.status === 'upcoming' || race.status === 'live' ? (
                  <CancelButton
                    cancel={() => staffCall(staffApi.cancelSlotRace, { params: { id: race.id } })}
                    onDone={list.reload}
                  />
                ) : null,
              ]
            : []),
        ])}
      />
      {props.canWrite ? <RaceForm onCreated={list.reload} /> : null}
    </section>
  );
}
