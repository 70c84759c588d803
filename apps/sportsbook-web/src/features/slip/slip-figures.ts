import type { SessionInfo } from '../../lib/app-context';
import type { MessageKey } from '../../lib/i18n';
import { parseStake } from '../../lib/money';
import type { Prefs } from '../../lib/prefs';
import { linesOf, possibleReturn } from '../../lib/slip-maths';
import type { BetChoice } from './slip-parts';
import type { Selection } from './slip-state';

/** What the market offers now for a selection: its price and version, or nothing (suspended, gone). */
export type CurrentPrice = { odds: number; version: number } | null;

/**
 * The slip's figures from what is typed and chosen: the stake, the totals by the settlement's maths,
 * whether a moved price needs the player's accept, what is wrong with the stake, whether it can go.
 */
export function slipFigures(
  typed: string,
  choice: BetChoice,
  selections: Selection[],
  current: CurrentPrice[],
  session: Pick<SessionInfo, 'currency' | 'balance' | 'limits'>,
  acceptOddsChange: Prefs['acceptOddsChange'],
) {
  const stake = parseStake(typed, session.currency);
  const odds = selections.map((s) => s.odds);
  const { totalStake, totalReturn } = stake
    ? possibleReturn(choice.bet, stake, odds)
    : { totalStake: 0n, totalReturn: 0n };
  const needsAccept = selections.some((s, i) => {
    const now = current[i];
    if (!now || now.odds === s.odds || acceptOddsChange === 'any') return false;
    return !(acceptOddsChange === 'higher' && now.odds > s.odds);
  });
  const problem = stakeProblem(typed, stake, {
    min: BigInt(session.limits.minStake),
    // The limit holds per ticket: a single's stake, a system's lines together.
    perTicket: choice.bet.kind === 'singles' ? stake : totalStake,
    max: BigInt(session.limits.maxStake),
    total: totalStake,
    balance: BigInt(session.balance),
  });
  // Placeable once the stake is good, the bet has lines, and every price is open and accepted.
  const isReady =
    stake !== null &&
    !problem &&
    linesOf(choice.bet, selections.length) > 0 &&
    !needsAccept &&
    current.every((now) => now !== null);
  return { stake, odds, totalStake, totalReturn, needsAccept, problem, isReady };
}

/** What is wrong with the typed stake before anything is sent: the form, the limits, the balance. */
function stakeProblem(
  typed: string,
  stake: bigint | null,
  amounts: { min: bigint; max: bigint; perTicket: bigint | null; total: bigint; balance: bigint },
): MessageKey | null {
  if (typed === '') return null;
  if (stake === null) return 'slip.stakeInvalid';
  if (stake < amounts.min) return 'slip.stakeMin';
  if ((amounts.perTicket ?? 0n) > amounts.max) return 'slip.stakeMax';
  if (amounts.total > amounts.balance) return 'refusal.funds';
  return null;
}
