import type { Api, RoundData } from './api';
import { el } from './dom';
import type { Translate } from './i18n';
import { minorToDecimal, roundCheckFragment } from '../verify/fragment';
import { recompute } from './verify';

/** The player's last rounds, each verifiable in the browser once its server seed is revealed. */
export function historyPanel(deps: {
  t: Translate;
  money: (minor: string | bigint) => string;
  api: Api;
  describe: (round: RoundData) => string;
  /** The platform's fairness page ({origin of the session's homeUrl}/fairness), when the launch gave one. */
  fairnessUrl?: string | null;
}) {
  const { t, money } = deps;
  const body = el('tbody');
  const empty = el('p', { class: 'muted' }, t('noRounds'));
  const element = el('section', { class: 'panel' },
    el('table', { class: 'table history' },
      el('thead', {}, el('tr', {}, el('th', {}, t('time')), el('th', {}, t('stake')), el('th', {}, t('payout')),
        el('th', {}, t('result')), el('th', {}, t('fairness')))),
      body),
    empty);

  async function verify(round: RoundData, cell: HTMLElement) {
    if (!round.serverSeed) {
      cell.textContent = t('notRevealed');
      return;
    }
    const again = await recompute(round.game, { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce }, round.params, BigInt(round.stake), round.moves);
    const isSame = again !== null && again.payout.toString() === round.payout && JSON.stringify(again.outcome) === JSON.stringify(round.outcome);
    cell.textContent = isSame ? `✔ ${t('verified')}` : `✘ ${t('mismatch')}`;
    cell.className = isSame ? 'is-win' : 'is-error';
  }

  /** The same check on the platform's page, opened in the top window: the seeds travel in the fragment only. */
  function fairnessLink(round: RoundData, fairnessUrl: string) {
    const fragment = roundCheckFragment({
      game: round.game, serverSeed: round.serverSeed ?? '', serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed,
      nonce: String(round.nonce), stake: minorToDecimal(BigInt(round.stake)), params: JSON.stringify(round.params),
      moves: round.moves ? JSON.stringify(round.moves) : '', payout: minorToDecimal(BigInt(round.payout)),
    });
    return el('a', { href: `${fairnessUrl}${fragment}`, target: '_top', rel: 'noopener', class: 'chip' }, t('verifyOnSite'));
  }

  function row(round: RoundData) {
    const verifyCell = el('td', {});
    const button = el('button', { type: 'button', class: 'chip' }, t('verify'));
    button.addEventListener('click', () => void verify(round, verifyCell));
    verifyCell.append(button);
    if (deps.fairnessUrl && round.serverSeed) verifyCell.append(' ', fairnessLink(round, deps.fairnessUrl));
    const time = new Date(round.createdAt).toLocaleTimeString();
    return el('tr', { class: BigInt(round.payout) > 0n ? 'is-win' : '' },
      el('td', {}, time), el('td', {}, money(round.stake)), el('td', {}, money(round.payout)),
      el('td', { title: `nonce ${round.nonce}` }, deps.describe(round)), verifyCell);
  }

  function render(rounds: RoundData[]) {
    body.replaceChildren(...rounds.map(row));
    empty.hidden = rounds.length > 0;
  }
  let rounds: RoundData[] = [];
  async function reload() {
    try {
      rounds = (await deps.api.history()).rounds;
      render(rounds);
    } catch {
      // The history is a convenience; the game goes on without it.
    }
  }
  void reload();
  return {
    element,
    reload,
    add(round: RoundData) {
      rounds = [round, ...rounds].slice(0, 30);
      render(rounds);
    },
  };
}
