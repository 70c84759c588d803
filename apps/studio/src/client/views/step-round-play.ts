import { formatMultiplier } from '@casino/rules/formatting';
import { ApiError, type StepRoundData } from '../api';
import type { RoundHost } from './game-view';

/**
 * The play loop shared by the multi-step views (mines, hi-lo): open the round (or pick up the one left
 * open), then wait for the player's next action and send it, until the round has ended. The view
 * draws; the server decides every outcome.
 */
/** Ten-thousandths as '1.28×' ('1,28×' in de), rounded down as the payout is: never a cent more than is paid. */
export const multiplierText = (tenThousandths: number, locale = 'en') =>
  formatMultiplier(Math.floor(tenThousandths / 100) / 100, locale, 2);

export type StepAction = { kind: 'move'; move: unknown } | { kind: 'cashout' };

export interface StepUi {
  /** Draws the round as it now stands (animating what changed). */
  show(round: StepRoundData): Promise<void>;
  /** Resolves with the player's next action on this open round. */
  nextAction(round: StepRoundData): Promise<StepAction>;
  /** A move the server refused (a tile already turned ...): the round goes on. */
  onRefused(): void;
}

async function openOrResume(bet: { stake: string; params: Record<string, unknown> } | null, host: RoundHost) {
  if (!bet) return { round: (await host.api.openRound()).round, isNew: false };
  try {
    return { round: (await host.api.startRound(bet.stake, bet.params)).round, isNew: true };
  } catch (error) {
    // A round is still open (another tab, a lost answer): finish that one first.
    const openId =
      error instanceof ApiError ? (error.data as { roundId?: string } | null)?.roundId : undefined;
    if (!openId) throw error;
    return { round: (await host.api.openRound()).round, isNew: false };
  }
}

export async function playStepRound(
  bet: { stake: string; params: Record<string, unknown> } | null,
  host: RoundHost,
  ui: StepUi,
): Promise<StepRoundData | null> {
  const opened = await openOrResume(bet, host);
  if (!opened.round) return null;
  let round: StepRoundData = opened.round;
  if (opened.isNew) host.onBet();
  await ui.show(round);
  while (round.isOpen) {
    const action = await ui.nextAction(round);
    try {
      const { id } = round;
      const answer =
        action.kind === 'cashout' ? await host.api.cashOut(id) : await host.api.step(id, action.move);
      round = answer.round;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation_error') {
        ui.onRefused();
        continue;
      }
      // Ended elsewhere (another tab, the expiry sweep): show how it ended.
      const ended =
        error instanceof ApiError && error.code === 'round_closed'
          ? (error.data as { round?: StepRoundData } | null)?.round
          : undefined;
      if (!ended) throw error;
      round = ended;
    }
    await ui.show(round);
  }
  return round;
}
