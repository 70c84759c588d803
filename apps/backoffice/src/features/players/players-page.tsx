import { staffPlayerSearchKinds, type StaffPlayerSearchKind } from '@casino/contract/backoffice';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { staffApi, staffCall } from '../../lib/staff-api';
import { useStaffData } from '../../lib/use-staff-data';

const kindLabels = {
  text: 'players.byText',
  ip: 'players.byIp',
  affiliate: 'players.byAffiliate',
  country: 'players.byCountry',
} as const satisfies Record<StaffPlayerSearchKind, string>;

const kindOf = (value: string | null): StaffPlayerSearchKind =>
  staffPlayerSearchKinds.find((kind) => kind === value) ?? 'text';

/** Find a player by username or e-mail prefix or id, by log-in address, affiliate code or country. */
export function PlayersPage() {
  const { t } = useI18n();
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const by = kindOf(search.get('by'));
  const [text, setText] = useState(q);
  const [kind, setKind] = useState(by);
  const result = useStaffData(
    async () => (q ? (await staffCall(staffApi.searchPlayers, { query: { q, by } })).players : []),
    [q, by],
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSearch(text.trim() ? { q: text.trim(), ...(kind === 'text' ? {} : { by: kind }) } : {});
  }

  return (
    <section aria-labelledby="players-title">
      <h1 id="players-title">{t('players.title')}</h1>
      <form role="search" onSubmit={onSubmit} className="row wrap">
        <label className="inline">
          <span>{t('players.by')}</span>
          <select name="by" value={kind} onChange={(event) => setKind(kindOf(event.target.value))}>
            {staffPlayerSearchKinds.map((option) => (
              <option key={option} value={option}>
                {t(kindLabels[option])}
              </option>
            ))}
          </select>
        </label>
        <label className="grow">
          <span className="visually-hidden">
            {kind === 'text' ? t('players.search') : t(kindLabels[kind])}
          </span>
          <input
            name="q"
            type="search"
            placeholder={kind === 'text' ? t('players.search') : t(kindLabels[kind])}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <button type="submit">{t('players.find')}</button>
      </form>
      {q && result.data?.length === 0 ? <p>{t('players.none')}</p> : null}
      {result.data && result.data.length > 0 ? (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th>{t('players.username')}</th>
                <th>{t('players.email')}</th>
                <th>{t('players.country')}</th>
                <th>{t('players.currency')}</th>
                <th>{t('players.kyc')}</th>
                <th>{t('players.created')}</th>
              </tr>
            </thead>
            <tbody>
              {result.data.map((player) => (
                <tr key={player.id}>
                  <td>
                    <Link to={`/players/${player.id}`}>{player.username}</Link>
                  </td>
                  <td>{player.email}</td>
                  <td>{player.country}</td>
                  <td>{player.currency}</td>
                  <td>{t(`kyc.${player.kycStatus}`)}</td>
                  <td>{new Date(player.createdAt).toLocaleString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
