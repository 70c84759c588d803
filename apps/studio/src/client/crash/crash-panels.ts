import type { CrashHistoryRound, PublicCrashRound } from '../../crash/crash-messages';
import { callStudio, studioApi } from '../api';
import { el } from '../dom';
import type { Translate } from '../i18n';
import { sha256Hex } from '../verify';

/** The crash page's panels around the stage: the round's players, the last rounds, the chain's hashes. */

interface PanelFormats {
  money: (minor: string | bigint) => string;
  decimal: (hundredths: number) => string;
}

/** Everyone in the round, the player's own row marked. */
export function crashPlayersList(t: Translate, { money, decimal }: PanelFormats) {
  const list = el('ul', { class: 'crash-players' });
  function paint(round: PublicCrashRound | null) {
    const bets = round?.bets ?? [];
    list.replaceChildren(
      ...bets.map((bet) =>
        el(
          'li',
          {
            class: `${bet.isMine ? 'is-mine' : ''} ${bet.cashedOutAt !== null ? 'is-win' : round?.phase === 'crashed' ? 'is-lose' : ''}`,
          },
          el('span', {}, bet.name),
          el('span', {}, money(bet.stake)),
          el('span', {}, bet.cashedOutAt !== null ? `${decimal(bet.cashedOutAt)}×` : '—'),
          el('span', {}, bet.payout !== null ? money(bet.payout) : ''),
        ),
      ),
    );
    if (bets.length === 0) list.append(el('li', { class: 'muted' }, t('crashNoBets')));
  }
  paint(null);
  return { element: list, paint };
}

/** Each revealed hash must hash to the one of the round before it: checked here, in the browser. */
async function isChainLinked(rounds: CrashHistoryRound[]) {
  for (let i = 0; i + 1 < rounds.length; i += 1)
    if (
      rounds[i + 1]!.roundNumber === rounds[i]!.roundNumber - 1 &&
      (await sha256Hex(rounds[i]!.hash)) !== rounds[i + 1]!.hash
    )
      return false;
  return true;
}

/** The strip of the last rounds, and the line saying whether their hashes link up. */
export function crashHistoryStrip(t: Translate, decimal: (hundredths: number) => string) {
  const list = el('ol', { class: 'crash-history' });
  const chainCheck = el('p', { class: 'muted' });
  async function load() {
    const rounds = (await callStudio(studioApi.crashHistory, {}).catch(() => null))?.rounds ?? [];
    list.replaceChildren(
      ...rounds.map((past) =>
        el(
          'li',
          {
            class: past.crashPoint >= 200 ? 'is-high' : 'is-low',
            title: `#${past.roundNumber} ${past.hash}`,
          },
          el('strong', {}, past.status === 'cancelled' ? '—' : `${decimal(past.crashPoint)}×`),
          el('code', { class: 'hash' }, `${past.hash.slice(0, 10)}…`),
        ),
      ),
    );
    const isLinked = await isChainLinked(rounds);
    chainCheck.textContent = isLinked ? `✓ ${t('crashChainChecked')}` : `✗ ${t('crashChainBroken')}`;
  }
  return { element: list, chainCheck, load };
}

/** The chain's published values and the round's previous hash. */
export function crashFairnessList(t: Translate) {
  const list = el('dl', { class: 'crash-fairness' });
  function paint(round: PublicCrashRound | null) {
    if (!round) return;
    list.replaceChildren(
      el('dt', {}, t('crashTerminatingHash')),
      el('dd', { class: 'hash' }, round.terminatingHash),
      el('dt', {}, t('crashSalt')),
      el('dd', { class: 'hash' }, round.salt),
      el('dt', {}, t('crashPreviousHash')),
      el('dd', { class: 'hash' }, round.previousHash),
    );
  }
  return { element: list, paint };
}
