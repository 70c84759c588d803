import { el, nextFrame, svg, wait, motionProgress } from '../dom';
import { wheelNumbers, wheelSegments, wheelSpot } from '@casino/fair/tables/money-wheel-math';
import { spotBadge, type TableView, type TableViewDeps } from './table-view';

/**
 * The money wheel: 54 segments under a fixed pointer. Each spin of the round (a multiplier spins
 * again) turns the wheel to its segment; the board has one spot per number.
 */
const segmentAngle = 360 / wheelSegments.length;
const colours: Record<string, string> = { n1: 'w1', n2: 'w2', n5: 'w5', n10: 'w10', n20: 'w20', n40: 'w40' };
const labelOf = (index: number) => {
  const segment = wheelSegments[index]!;
  return segment.kind === 'number' ? String(segment.value) : `${segment.value}x`;
};
const classOf = (index: number) => {
  const segment = wheelSegments[index]!;
  return segment.kind === 'number' ? colours[wheelSpot(segment.value)]! : 'wx';
};

function wheelSvg() {
  const wheel = svg('svg', { viewBox: '-110 -118 220 228', class: 'money-wheel', role: 'img' });
  const rotor = svg('g');
  wheelSegments.forEach((_, index) => {
    const from = ((index - 0.5) * segmentAngle * Math.PI) / 180;
    const to = ((index + 0.5) * segmentAngle * Math.PI) / 180;
    const point = (angle: number, radius: number) =>
      `${(Math.sin(angle) * radius).toFixed(2)} ${(-Math.cos(angle) * radius).toFixed(2)}`;
    rotor.append(
      svg('path', {
        d: `M0 0 L${point(from, 100)} A100 100 0 0 1 ${point(to, 100)} Z`,
        class: `wseg ${classOf(index)}`,
      }),
    );
    const label = svg('text', {
      x: 0,
      y: -84,
      class: 'wseg-label',
      transform: `rotate(${index * segmentAngle})`,
    });
    label.textContent = labelOf(index);
    rotor.append(label);
  });
  rotor.append(svg('circle', { r: 30, class: 'wheel-hub' }));
  const pointer = svg('path', { d: 'M-8 -116 L8 -116 L0 -98 Z', class: 'wheel-pointer' });
  const result = svg('text', { x: 0, y: 8, class: 'wheel-result' });
  wheel.append(rotor, pointer, result);
  return { wheel, rotor, result };
}

export function moneyWheelTableView({ t, sound, money, onSpot }: TableViewDeps): TableView {
  const { wheel, rotor, result } = wheelSvg();
  const badges = new Map<string, HTMLElement>();
  const buttons = new Map<string, HTMLButtonElement>();
  const board = el('div', { class: 'wheel-board' });
  for (const value of wheelNumbers) {
    const spot = wheelSpot(value);
    const badge = el('small', { class: 'spot-badge' });
    const button = el(
      'button',
      { type: 'button', class: `wspot ${colours[spot]}`, 'data-spot': spot },
      String(value),
      badge,
    );
    button.addEventListener('click', () => onSpot(spot));
    badges.set(spot, badge);
    buttons.set(spot, button);
    board.append(button);
  }

  let angle = 0;
  async function spinTo(index: number) {
    const from = angle;
    const to = from - 720 - ((from - 720) % 360) - index * segmentAngle;
    const started = performance.now();
    const durationMs = 2600;
    let lastSegment = 0;
    for (;;) {
      const progress = motionProgress(started, durationMs);
      angle = from + (to - from) * (1 - (1 - progress) ** 3);
      rotor.setAttribute('transform', `rotate(${angle})`);
      const segment = Math.floor(angle / segmentAngle);
      if (segment !== lastSegment) {
        lastSegment = segment;
        sound.tick();
      }
      if (progress >= 1) break;
      await nextFrame();
    }
  }

  return {
    stage: el('div', { class: 'stage table-stage' }, wheel),
    board,
    paintTotals(totals, mine) {
      for (const [spot, badge] of badges) badge.textContent = spotBadge(mine.get(spot), totals[spot], money);
    },
    reset() {
      result.textContent = '';
      for (const button of buttons.values()) button.classList.remove('is-hit');
    },
    async animate(outcome) {
      const spins = outcome.spins as number[];
      sound.start();
      for (const [i, index] of spins.entries()) {
        await spinTo(index);
        result.textContent = labelOf(index);
        // A multiplier: the wheel goes again, and the win to come is multiplied.
        if (i < spins.length - 1) {
          sound.win();
          await wait(700);
        }
      }
      const multiplier = Number(outcome.multiplier);
      result.textContent =
        multiplier > 1 ? `${String(outcome.number)} ×${multiplier}` : String(outcome.number);
      buttons.get(`n${String(outcome.number)}`)?.classList.add('is-hit');
    },
    describe(outcome) {
      const multiplier = Number(outcome.multiplier);
      return {
        text: multiplier > 1 ? `${String(outcome.number)}×${multiplier}` : String(outcome.number),
        className: `result-${colours[`n${String(outcome.number)}`]}`,
      };
    },
    help: () => el('div', {}, el('p', {}, t('rulesWheel'))),
  };
}
