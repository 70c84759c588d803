import { el, wait } from '../dom';
import { rankText } from '@casino/fair/tables/blackjack-math';
import { spotBadge, type TableView, type TableViewDeps } from './table-view';

/**
 * Blackjack: the dealer's up card and everybody's common first cards once betting closes, then the
 * player's own hand as they hit, stand or double; the dealer's hand and the results at the end.
 */
function cardElement(rank: number | null) {
  if (rank === null) return el('div', { class: 'card back' }, el('span', {}, '★'));
  // Infinite shoe: a rank, no suit; tens and faces all count ten.
  return el('div', { class: 'card black' }, el('span', {}, rankText(rank) === 'T' ? '10' : rankText(rank)));
}

const points = (ranks: number[]) => {
  const hard = ranks.reduce((sum, rank) => sum + (rank === 0 ? 1 : Math.min(rank + 1, 10)), 0);
  return ranks.includes(0) && hard + 10 <= 21 ? hard + 10 : hard;
};

export function blackjackTableView({ t, sound, money, onSpot, onMove }: TableViewDeps): TableView {
  const dealerCards = el('div', { class: 'card-row' });
  const playerCards = el('div', { class: 'card-row' });
  const dealerTotal = el('output', { class: 'hand-total' });
  const playerTotal = el('output', { class: 'hand-total' });
  const dealerHand = el(
    'div',
    { class: 'hand' },
    el('h2', {}, t('blackjackDealer')),
    dealerCards,
    dealerTotal,
  );
  const playerHand = el('div', { class: 'hand' }, el('h2', {}, t('blackjackYou')), playerCards, playerTotal);

  const { badge, handSpot, moveButtons, setMoves } = blackjackControls(t, onSpot, onMove);
  let playerStart: number[] = [];
  let myCards: number[] = [];

  function paintPlayer(cards: number[]) {
    playerCards.replaceChildren(...cards.map((rank) => cardElement(rank)));
    playerTotal.textContent = cards.length ? String(points(cards)) : '';
    if (points(cards) > 21) playerTotal.textContent += ` · ${t('blackjackBust')}`;
  }

  return {
    stage: el('div', { class: 'stage table-stage baccarat-stage' }, dealerHand, playerHand),
    board: el(
      'div',
      { class: 'blackjack-board' },
      handSpot,
      el('div', { class: 'segmented three' }, ...moveButtons),
    ),
    paintTotals(totals, mine) {
      badge.textContent = spotBadge(mine.get('hand'), totals.hand, money);
    },
    reset() {
      // The last round's hands stay on the table through the betting window; the next deal replaces them.
      playerStart = [];
      myCards = [];
      setMoves(false, false);
      for (const hand of [dealerHand, playerHand]) hand.classList.remove('is-hit');
    },
    showDeal(deal, hasHand) {
      playerStart = deal.playerStart as number[];
      myCards = [...playerStart];
      dealerCards.replaceChildren(cardElement(Number(deal.dealerUp)), cardElement(null));
      dealerTotal.textContent = String(points([Number(deal.dealerUp)]));
      paintPlayer(myCards);
      sound.start();
      setMoves(hasHand && points(myCards) < 21, true);
    },
    showHand(hand) {
      myCards = hand.cards as number[];
      paintPlayer(myCards);
      setMoves(!hand.isDone, false);
    },
    async animate(outcome) {
      setMoves(false, false);
      const dealer = outcome.dealer as number[];
      if (myCards.length === 0) paintPlayer((outcome.playerStart as number[]) ?? []);
      await revealDealer(dealerCards, dealerTotal, dealer, sound);
      if (points(dealer) > 21) dealerTotal.textContent += ` · ${t('blackjackBust')}`;
    },
    describe(outcome) {
      const total = points(outcome.dealer as number[]);
      return {
        text: total > 21 ? `${t('blackjackBust')}` : String(total),
        className: total > 21 ? 'result-tie' : 'result-banker',
      };
    },
    help: () => el('div', {}, el('p', {}, t('rulesBlackjack'))),
  };
}

/** The hand's betting spot and the hit, stand and double buttons, closed until a hand is dealt. */
function blackjackControls(
  t: TableViewDeps['t'],
  onSpot: TableViewDeps['onSpot'],
  onMove: TableViewDeps['onMove'],
) {
  const badge = el('small', { class: 'spot-badge' });
  const handSpot = el(
    'button',
    { type: 'button', class: 'bspot player', 'data-spot': 'hand' },
    t('blackjackHandSpot'),
    el('small', {}, '3:2'),
    badge,
  );
  handSpot.addEventListener('click', () => onSpot('hand'));
  const moveButtons = (['hit', 'stand', 'double'] as const).map((move) => {
    const label = { hit: t('blackjackHit'), stand: t('blackjackStand'), double: t('blackjackDouble') }[move];
    const button = el('button', { type: 'button', class: 'toggle', 'data-move': move }, label);
    button.addEventListener('click', () => onMove(move));
    button.disabled = true;
    return button;
  });
  const setMoves = (isOpen: boolean, canDouble: boolean) => {
    for (const button of moveButtons)
      button.disabled = !isOpen || (button.dataset.move === 'double' && !canDouble);
  };
  return { badge, handSpot, moveButtons, setMoves };
}

/** The dealer's hole card turned and the rest drawn one by one, the total following. */
async function revealDealer(
  dealerCards: HTMLElement,
  dealerTotal: HTMLElement,
  dealer: number[],
  sound: TableViewDeps['sound'],
) {
  dealerCards.replaceChildren(cardElement(dealer[0]!));
  for (const [i, rank] of dealer.slice(1).entries()) {
    await wait(i === 0 ? 300 : 550);
    sound.tick();
    dealerCards.append(cardElement(rank));
    dealerTotal.textContent = String(points(dealer.slice(0, i + 2)));
  }
}
