import { compileMachine } from '@casino/fair/games/slots/engine/machine';
import { playSlotRound } from '@casino/fair/games/slots/engine/play-slot';
import { slotRtp, toNumber } from '@casino/fair/games/slots/engine/slot-rtp';
import { slotTitles } from '@casino/fair/games/slots/slot-titles';
import type { SlotTitle } from '@casino/fair/games/slots/titles/slot-title';
import { scaledProbabilities } from './exact-odds';
import type { FairnessGame } from './fairness-game';

/**
 * Every slot title's base game: the stop of each reel (one group per reel, uniform over its strip) and
 * the round's return against the title's exact RTP (the game's own, the jackpot contribution aside).
 * The round is played by the engine the route uses (`playSlot` wraps `playSlotRound`), on the studio's
 * lazy reader of the round's HMAC stream: the same numbers as `fairUint32s(seed, numbersPerRound)`
 * without computing the hundreds a round could read but almost never does.
 */
function slot(title: SlotTitle): FairnessGame {
  const machine = compileMachine(title.config);
  const { coinsPerBet } = title.config;
  return {
    slug: title.slug,
    bet: 'base game',
    groups: machine.base.map((strip, reel) => ({
      name: `reel ${reel + 1} stop`,
      probabilities: scaledProbabilities(strip.length),
    })),
    rtp: toNumber(slotRtp(title.config).game),
    play: (source, seed) => {
      const round = playSlotRound(machine, source.reader(seed), false);
      return { categories: round.base!.stops, ret: round.totalCoins / coinsPerBet };
    },
  };
}

export const slotFairnessGames = (): FairnessGame[] => slotTitles.map(slot);
