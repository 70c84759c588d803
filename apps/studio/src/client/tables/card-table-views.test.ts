// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { createFormats, playerLocale } from '../format';
import { loadTexts, translator, type Language } from '../i18n';
import { createSound } from '../sound';
import { baccaratTableView } from './baccarat-view';
import { blackjackTableView } from './blackjack-view';
import type { TableViewDeps } from './table-view';

beforeAll(() => {
  // The real sound, muted as a player can: no audio device in the test.
  localStorage.setItem('nova-studio-muted', '1');
});

async function tableDeps(language: Language): Promise<TableViewDeps & { moves: string[] }> {
  const formats = createFormats(playerLocale(language, null), 'EUR');
  const moves: string[] = [];
  return {
    t: translator(await loadTexts(language)),
    sound: createSound(),
    money: formats.money,
    formats,
    onSpot: () => undefined,
    onMove: (move) => moves.push(move),
    moves,
  };
}

/** What a hand shows: its cards' ranks and its total line. */
function handOf(stage: HTMLElement, index: number) {
  const hand = stage.querySelectorAll('.hand')[index]!;
  return {
    cards: [...hand.querySelectorAll('.card')].map((card) => card.firstElementChild?.textContent ?? ''),
    total: hand.querySelector('.hand-total')?.textContent ?? '',
  };
}

describe('blackjack table view', () => {
  it('keeps the dealer’s final hand and total on the table through the next betting window', async () => {
    const deps = await tableDeps('en');
    const view = blackjackTableView(deps);
    view.showDeal!({ dealerUp: 9, playerStart: [9, 7] }, true);
    expect(handOf(view.stage, 0)).toEqual({ cards: ['10', '★'], total: '10' });
    expect(handOf(view.stage, 1)).toEqual({ cards: ['10', '8'], total: '18' });
    view.board.querySelector<HTMLButtonElement>('[data-move="stand"]')!.click();
    expect(deps.moves).toEqual(['stand']);

    // Ranks 9, 5, 5: ten, six, six, so the dealer busts on 22.
    await view.animate({ dealer: [9, 5, 5], playerStart: [9, 7] });
    const final = { cards: ['10', '6', '6'], total: '22 · Bust' };
    expect(handOf(view.stage, 0)).toEqual(final);

    // Betting opens for the next round: the finished hands stay readable, the moves close.
    view.reset();
    expect(handOf(view.stage, 0)).toEqual(final);
    expect(handOf(view.stage, 1)).toEqual({ cards: ['10', '8'], total: '18' });
    const buttons = [...view.board.querySelectorAll<HTMLButtonElement>('[data-move]')];
    expect(buttons.every((button) => button.disabled)).toBe(true);

    // Only the next deal replaces them.
    view.showDeal!({ dealerUp: 0, playerStart: [4, 4] }, true);
    expect(handOf(view.stage, 0)).toEqual({ cards: ['A', '★'], total: '11' });
  });

  it('writes the chips on the hand in the player’s notation', async () => {
    const english = blackjackTableView(await tableDeps('en'));
    english.paintTotals({ hand: '150000' }, new Map([['hand', 150n]]));
    expect(english.board.querySelector('.spot-badge')!.textContent).toBe('€1.50 · Σ €1,500.00');
    const german = blackjackTableView(await tableDeps('de'));
    german.paintTotals({ hand: '150000' }, new Map([['hand', 150n]]));
    expect(german.board.querySelector('.spot-badge')!.textContent).toBe('1,50\u00a0€ · Σ 1.500,00\u00a0€');
    expect(german.describe({ dealer: [9, 5, 5] }).text).toBe('Überkauft');
  });
});

describe('baccarat table view', () => {
  const coup = {
    player: ['9S', '2H'],
    banker: ['KD', '7C'],
    playerTotal: 1,
    bankerTotal: 7,
    winner: 'banker',
  };

  it('keeps the last coup’s cards, totals and winner on the table through the betting window', async () => {
    const view = baccaratTableView(await tableDeps('en'));
    await view.animate(coup);
    const player = { cards: ['9', '2'], total: '1' };
    const banker = { cards: ['K', '7'], total: '7' };
    expect([handOf(view.stage, 0), handOf(view.stage, 1)]).toEqual([player, banker]);

    view.reset();
    expect([handOf(view.stage, 0), handOf(view.stage, 1)]).toEqual([player, banker]);
    expect(view.stage.querySelectorAll('.hand')[1]!.classList.contains('is-hit')).toBe(true);
    expect(view.board.querySelector('[data-spot="banker"]')!.classList.contains('is-hit')).toBe(false);
    expect(view.describe(coup).text).toBe('B 1:7');
  });

  it('writes the banker’s odds and the chips in the notation of each language', async () => {
    const expected: Record<Language, [string, string]> = {
      en: ['0.95:1', '€2.50 · Σ €1,000.00'],
      es: ['0,95:1', '2,50\u00a0€ · Σ 1000,00\u00a0€'],
      de: ['0,95:1', '2,50\u00a0€ · Σ 1.000,00\u00a0€'],
      fr: ['0,95:1', '2,50\u00a0€ · Σ 1\u202f000,00\u00a0€'],
      pt: ['0,95:1', '2,50\u00a0€ · Σ 1000,00\u00a0€'],
      no: ['0,95:1', '2,50\u00a0€ · Σ 1\u00a0000,00\u00a0€'],
    };
    for (const [language, [odds, badge]] of Object.entries(expected) as [Language, [string, string]][]) {
      const view = baccaratTableView(await tableDeps(language));
      view.paintTotals({ banker: '100000' }, new Map([['banker', 250n]]));
      const spot = view.board.querySelector('[data-spot="banker"]')!;
      expect(spot.querySelector('small')!.textContent, language).toBe(odds);
      expect(spot.querySelector('.spot-badge')!.textContent, language).toBe(badge);
    }
  });
});
