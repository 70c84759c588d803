import type { RoundData } from '../api';
import { el, wait } from '../dom';
import { byCount } from '@casino/fair/games/slots/engine/machine';
import type { SlotOutcome } from '@casino/fair/games/slots/engine/slot-outcome';
import type { SlotTitle } from '@casino/fair/games/slots/titles/slot-title';
import type { GameView, ViewDeps } from './game-view';
import { createSlotBoard } from './slot-board';
import { slotHelp } from './slot-help';
import { symbolName } from './slot-symbol';

/**
 * Every slot title's page: the board spins the base spin, then plays the free spins one by one with
 * their counter and running win; titles with a bonus buy get its switch, the jackpot title its banner.
 */
export function slotView(title: SlotTitle) {
  return ({ t, sound, money, api, language, formats }: ViewDeps): GameView => {
    const { config } = title;
    const board = createSlotBoard(title, sound);
    const banner = el('p', { class: 'slot-banner', role: 'status' });
    const note = el('p', { class: 'muted' });
    const poolOut = el('p', { class: 'jackpot-pool', 'data-testid': 'slot-jackpot-pool' });
    // The pool moves with every player's bets: read again after each round. Fun play has no pool.
    const refreshPool = () => {
      if (!config.jackpot || !api) return;
      void api.jackpot().then(
        ({ pool }) => (poolOut.textContent = pool ? t('jackpotPool', { amount: money(pool) }) : ''),
        () => undefined,
      );
    };
    refreshPool();
    const controls = el('div', { class: 'game-controls' }, note);
    const isBonusBuy = bonusBuySwitch(title, t, { controls, note });
    /** The spins awarded before any retrigger: the counter grows as the player sees retriggers land. */
    const firstAward = (outcome: SlotOutcome) => {
      const rule = config.freeSpins!;
      return Math.min(
        rule.cap,
        outcome.base ? byCount(rule.awards, outcome.base.scatters) : config.bonusBuy!.spins,
      );
    };

    async function playFreeSpins(outcome: SlotOutcome, coinValue: bigint) {
      const rule = config.freeSpins;
      if (!rule || outcome.freeSpins.length === 0) return;
      let awarded = firstAward(outcome);
      let won = 0n;
      for (const [index, spin] of outcome.freeSpins.entries()) {
        banner.textContent = t('freeSpinsCounter', { done: String(index + 1), total: String(awarded) });
        await board.play(spin, true);
        won += BigInt(spin.coins * outcome.multiplier) * coinValue;
        awarded = Math.min(rule.cap, awarded + byCount(rule.awards, spin.scatters));
        banner.textContent = `${t('freeSpinsCounter', { done: String(index + 1), total: String(awarded) })} · ${t('freeSpinsWin', { amount: money(won) })}`;
        if (spin.coins > 0) sound.win();
        await wait(spin.coins > 0 ? 500 : 200);
      }
    }

    return {
      stage: el('div', { class: 'stage slot-stage' }, config.jackpot ? poolOut : null, banner, board.element),
      controls,
      playLabel: 'spin',
      stakeStep: BigInt(config.coinsPerBet),
      costOf: (bet) => (isBonusBuy() ? bet * BigInt(config.bonusBuy!.price) : bet),
      params: () => (config.bonusBuy ? { bonusBuy: isBonusBuy() } : {}),
      async animate(round: RoundData) {
        const outcome = round.outcome as unknown as SlotOutcome;
        const price = outcome.isBonusBuy ? config.bonusBuy!.price : 1;
        const coinValue = BigInt(round.stake) / BigInt(config.coinsPerBet * price);
        banner.textContent = '';
        if (config.layout.kind === 'lines' && !outcome.isBonusBuy)
          note.textContent = t('lineBet', {
            amount: money(BigInt(round.stake) / BigInt(config.layout.paylines.length)),
          });
        sound.start();
        if (outcome.base) {
          await board.play(outcome.base, false);
          // Megaways: this spin's heights made this many ways.
          if (config.layout.kind === 'megaways')
            banner.textContent = t('waysCount', {
              ways: formats.number(outcome.base.heights.reduce((ways, rows) => ways * rows, 1)),
            });
          if (outcome.freeSpins.length > 0) {
            banner.textContent = t('freeSpinsCounter', { done: '0', total: String(firstAward(outcome)) });
            sound.win();
            await wait(900);
          }
        }
        await playFreeSpins(outcome, coinValue);
        if (outcome.jackpot?.isHit)
          banner.textContent = t('jackpotWon', {
            amount: outcome.jackpot.amount ? money(outcome.jackpot.amount) : '',
          });
        refreshPool();
      },
      describe: (round) => describeSlotRound(title, round, { t, money, language }),
      help: () => slotHelp(title, t, { language, formats }),
    };
  };
}

/** The bonus buy's switch, for titles that sell one: answers whether it is on. */
function bonusBuySwitch(
  title: SlotTitle,
  t: ViewDeps['t'],
  { controls, note }: { controls: HTMLElement; note: HTMLElement },
) {
  let isBonusBuy = false;
  const bonusBuy = title.config.bonusBuy;
  if (bonusBuy) {
    const { price, spins } = bonusBuy;
    const buyButton = el(
      'button',
      { type: 'button', class: 'chip bonus-buy', 'aria-pressed': 'false', 'data-testid': 'slot-bonus-buy' },
      t('bonusBuy', { price: String(price) }),
    );
    buyButton.addEventListener('click', () => {
      isBonusBuy = !isBonusBuy;
      buyButton.setAttribute('aria-pressed', String(isBonusBuy));
      note.textContent = isBonusBuy ? t('bonusBuyOn', { price: String(price), spins: String(spins) }) : '';
    });
    controls.append(buyButton);
  }
  return () => isBonusBuy;
}

/** The history's line for a round: its first wins, its free spins, its jackpot. */
function describeSlotRound(
  title: SlotTitle,
  round: RoundData,
  { t, money, language }: Pick<ViewDeps, 't' | 'money' | 'language'>,
) {
  const outcome = round.outcome as unknown as SlotOutcome;
  const wins = (outcome.base?.wins ?? [])
    .slice(0, 3)
    .map((win) => `${win.count}× ${symbolName(title, win.symbol, language)}`);
  if (outcome.freeSpins.length) wins.push(t('freeSpinsShort', { count: String(outcome.freeSpins.length) }));
  if (outcome.jackpot?.isHit)
    wins.push(t('jackpotWon', { amount: outcome.jackpot.amount ? money(outcome.jackpot.amount) : '' }));
  return wins.length ? wins.join(', ') : '—';
}
