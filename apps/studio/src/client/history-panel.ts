import type { Api, RoundData } from './api';
import { el } from './dom';
import type { Translate } from './i18n';
import { minorToDecimal, roundCheckFragment } from '@casino/fair/verify/fragment';
import { jackpotAmountOf } from '@casino/fair/verify/jackpot';
import { checkHistoryRound } from './verify';

/** The player's last rounds, each verifiable in the browser once its server seed is revealed. */
export function historyPanel(deps: {
  t: Translate;
  money: (minor: string | bigint) => string;
  /** A round's time of day in the player's notation. */
  time: (iso: string) => string;
  api: Api;
  describe: (round: RoundData) => string;
  /** The platform's fairness page ({origin of the session's homeUrl}/fairness), when the launch gave one. */
  fairnessUrl?: string | null;
}) {
  const { t, money } = deps;
  const body = el('tbody');
  const empty = el('p', { class: 'muted' }, t('noRounds'));
  const element = el(
    'section',
    { class: 'panel' },
    el(
      'table',
      { class: 'table history' },
      el(
        'thead',
        {},
        el(
          'tr',
          {},
          el('th', {}, t('time')),
          el('th', {}, t('stake')),
          el('th', {}, t('payout')),
          el('th', {}, t('result')),
          el('th', {}, t('fairness')),
        ),
      ),
      body,
    ),
    empty,
  );

  function row(round: RoundData) {
    const verifyCell = el('td', {});
    const verdict = el('span', {}, el('button', { type: 'button', class: 'chip' }, t('verify')));
    verdict.addEventListener('click', () => void verify(round, verdict, { t, money }), { once: true });
    verifyCell.append(verdict);
    if (deps.fairnessUrl && round.serverSeed)
      verifyCell.append(' ', fairnessLink(round, deps.fairnessUrl, t));
    const time = deps.time(round.createdAt);
    return el(
      'tr',
      { class: BigInt(round.payout) > 0n ? 'is-win' : '' },
      el('td', {}, time),
      el('td', {}, money(round.stake)),
      el('td', {}, money(round.payout)),
      el('td', { title: `nonce ${round.nonce}` }, deps.describe(round)),
      verifyCell,
    );
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

/** The verdict takes the button's place; the link to the platform's page stays beside it. */
async function verify(
  round: RoundData,
  verdict: HTMLElement,
  { t, money }: { t: Translate; money: (minor: string | bigint) => string },
) {
  if (!round.serverSeed) {
    verdict.textContent = t('notRevealed');
    return;
  }
  const check = await checkHistoryRound({ ...round, serverSeed: round.serverSeed });
  const isSame = check?.isMatch === true;
  // A jackpot's size is the pool's, not the seeds': said apart, so the tick never vouches for it.
  const jackpot =
    check?.jackpot?.isHit && check.jackpot.claimedAmount > 0n ? check.jackpot.claimedAmount : null;
  verdict.textContent = !isSame
    ? `✘ ${t('mismatch')}`
    : jackpot
      ? `✔ ${t('verifiedJackpot', { amount: money(jackpot) })}`
      : `✔ ${t('verified')}`;
  verdict.className = isSame ? 'is-win' : 'is-error';
}

/** The same check on the platform's page, opened in the top window: the seeds travel in the fragment only. */
function fairnessLink(round: RoundData, fairnessUrl: string, t: Translate) {
  const jackpot = jackpotAmountOf(round.outcome) ?? 0n;
  const fragment = roundCheckFragment({
    game: round.game,
    serverSeed: round.serverSeed ?? '',
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
    stake: minorToDecimal(BigInt(round.stake)),
    params: JSON.stringify(round.params),
    moves: round.moves ? JSON.stringify(round.moves) : '',
    payout: minorToDecimal(BigInt(round.payout)),
    jackpot: jackpot > 0n ? minorToDecimal(jackpot) : '',
  });
  return el(
    'a',
    { href: `${fairnessUrl}${fragment}`, target: '_top', rel: 'noopener', class: 'chip' },
    t('verifyOnSite'),
  );
}
