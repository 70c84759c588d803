import { el, wait } from '../dom';
import { spotBadge, type TableView, type TableViewDeps } from './table-view';

/** Baccarat: the cards dealt one by one in the real order (P, B, P, B, then the third cards), totals shown. */
const suitSymbols: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

function cardElement(text: string) {
  const rank = text[0] === 'T' ? '10' : text[0]!;
  const suit = text[1]!;
  return el(
    'div',
    { class: `card ${suit === 'H' || suit === 'D' ? 'red' : 'black'}` },
    el('span', {}, rank),
    el('span', {}, suitSymbols[suit]!),
  );
}

export function baccaratTableView({ t, sound, money, formats, onSpot }: TableViewDeps): TableView {
  const playerCards = el('div', { class: 'card-row' });
  const bankerCards = el('div', { class: 'card-row' });
  const playerTotal = el('output', { class: 'hand-total' });
  const bankerTotal = el('output', { class: 'hand-total' });
  const playerHand = el(
    'div',
    { class: 'hand' },
    el('h2', {}, t('baccaratPlayer')),
    playerCards,
    playerTotal,
  );
  const bankerHand = el(
    'div',
    { class: 'hand' },
    el('h2', {}, t('baccaratBanker')),
    bankerCards,
    bankerTotal,
  );

  const { board, badges, buttons } = baccaratBoard(t, formats, onSpot);

  return {
    stage: el('div', { class: 'stage table-stage baccarat-stage' }, playerHand, bankerHand),
    board,
    paintTotals(totals, mine) {
      for (const [spot, badge] of badges) badge.textContent = spotBadge(mine.get(spot), totals[spot], money);
    },
    reset() {
      // The last coup's cards and totals stay on the table through the betting window; the next draw clears them.
      for (const button of buttons.values()) button.classList.remove('is-hit');
    },
    async animate(outcome) {
      const player = outcome.player as string[];
      const banker = outcome.banker as string[];
      playerTotal.textContent = '';
      bankerTotal.textContent = '';
      for (const hand of [playerHand, bankerHand]) hand.classList.remove('is-hit');
      await dealInOrder(playerCards, bankerCards, { player, banker }, sound);
      playerTotal.textContent = String(outcome.playerTotal);
      bankerTotal.textContent = String(outcome.bankerTotal);
      const winner = String(outcome.winner);
      if (winner === 'player') playerHand.classList.add('is-hit');
      if (winner === 'banker') bankerHand.classList.add('is-hit');
      buttons.get(winner)?.classList.add('is-hit');
    },
    describe(outcome) {
      const winner = String(outcome.winner);
      const letter =
        { player: t('baccaratPlayer'), banker: t('baccaratBanker'), tie: t('baccaratTie') }[winner] ?? winner;
      return {
        text: `${letter[0]} ${String(outcome.playerTotal)}:${String(outcome.bankerTotal)}`,
        className: `result-${winner}`,
      };
    },
    help: () => el('div', {}, el('p', {}, t('rulesBaccarat'))),
  };
}

/** The three spots with their odds and a badge of the money on each. */
function baccaratBoard(
  t: TableViewDeps['t'],
  formats: TableViewDeps['formats'],
  onSpot: TableViewDeps['onSpot'],
) {
  const badges = new Map<string, HTMLElement>();
  const buttons = new Map<string, HTMLButtonElement>();
  const board = el('div', { class: 'baccarat-board' });
  for (const [spot, label, odds] of [
    ['player', t('baccaratPlayer'), '1:1'],
    ['tie', t('baccaratTie'), '8:1'],
    // The banker's 5 % commission: '0.95:1' in English, '0,95:1' in German, as the rules text writes it.
    ['banker', t('baccaratBanker'), `${formats.short(0.95)}:1`],
  ] as const) {
    const badge = el('small', { class: 'spot-badge' });
    const button = el(
      'button',
      { type: 'button', class: `bspot ${spot}`, 'data-spot': spot },
      label,
      el('small', {}, odds),
      badge,
    );
    button.addEventListener('click', () => onSpot(spot));
    badges.set(spot, badge);
    buttons.set(spot, button);
    board.append(button);
  }
  return { board, badges, buttons };
}

/** The cards in the real order: player, banker, player, banker, then the third cards. */
async function dealInOrder(
  playerCards: HTMLElement,
  bankerCards: HTMLElement,
  { player, banker }: { player: string[]; banker: string[] },
  sound: TableViewDeps['sound'],
) {
  playerCards.replaceChildren();
  bankerCards.replaceChildren();
  const order: [HTMLElement, string][] = [
    [playerCards, player[0]!],
    [bankerCards, banker[0]!],
    [playerCards, player[1]!],
    [bankerCards, banker[1]!],
  ];
  if (player[2]) order.push([playerCards, player[2]]);
  if (banker[2]) order.push([bankerCards, banker[2]]);
  for (const [row, card] of order) {
    sound.tick();
    row.append(cardElement(card));
    await wait(450);
  }
}
