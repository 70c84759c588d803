import { el, nextFrame, svg, motionProgress } from '../dom';
import { isRed, wheelOrder } from '@casino/fair/tables/roulette-math';
import { spotBadge, type TableView, type TableViewDeps } from './table-view';

/**
 * Roulette: an SVG wheel in the real European order, the ball running round it to the drawn pocket,
 * and a board of straights, columns, dozens and the even chances (splits, streets, corners and lines
 * are accepted by the table too; this board keeps to what fits a phone).
 */
const pocketColour = (pocket: number) => (pocket === 0 ? 'green' : isRed(pocket) ? 'red' : 'black');
const sector = 360 / 37;

function wheelSvg() {
  const wheel = svg('svg', { viewBox: '-110 -110 220 220', class: 'roulette-wheel', role: 'img' });
  const rotor = svg('g', { class: 'roulette-rotor' });
  wheelOrder.forEach((pocket, index) => {
    const from = ((index - 0.5) * sector * Math.PI) / 180;
    const to = ((index + 0.5) * sector * Math.PI) / 180;
    const point = (angle: number, radius: number) =>
      `${(Math.sin(angle) * radius).toFixed(2)} ${(-Math.cos(angle) * radius).toFixed(2)}`;
    rotor.append(
      svg('path', {
        d: `M${point(from, 62)} L${point(from, 100)} A100 100 0 0 1 ${point(to, 100)} L${point(to, 62)} A62 62 0 0 0 ${point(from, 62)}`,
        class: `pocket ${pocketColour(pocket)}`,
      }),
    );
    const label = svg('text', {
      x: 0,
      y: -86,
      class: 'pocket-label',
      transform: `rotate(${index * sector})`,
    });
    label.textContent = String(pocket);
    rotor.append(label);
  });
  rotor.append(svg('circle', { r: 60, class: 'roulette-hub' }));
  const ball = svg('circle', { r: 5, cx: 0, cy: -72, class: 'roulette-ball' });
  const result = svg('text', { x: 0, y: 10, class: 'roulette-result' });
  wheel.append(rotor, ball, result);
  return { wheel, rotor, ball, result };
}

export function rouletteTableView({ t, sound, money, onSpot }: TableViewDeps): TableView {
  const { wheel, rotor, ball, result } = wheelSvg();
  const badges = new Map<string, HTMLElement>();
  const buttons = new Map<string, HTMLButtonElement>();
  const spotButton = (spot: string, label: string, className: string) => {
    const badge = el('small', { class: 'spot-badge' });
    const button = el(
      'button',
      { type: 'button', class: `rspot ${className}`, 'data-spot': spot },
      label,
      badge,
    );
    button.addEventListener('click', () => onSpot(spot));
    badges.set(spot, badge);
    buttons.set(spot, button);
    return button;
  };

  const numbers = el('div', { class: 'roulette-numbers' }, spotButton('straight:0', '0', 'green zero'));
  // On a wide screen the board lies the way a real layout does: 3, 6 … 36 on top, 1, 4 … 34 at the bottom.
  const rowOf = (n: number) => ['top', 'bottom', 'middle'][n % 3]!;
  for (let n = 1; n <= 36; n += 1)
    numbers.append(spotButton(`straight:${n}`, String(n), `${pocketColour(n)} ${rowOf(n)}`));
  for (let column = 1; column <= 3; column += 1)
    numbers.append(spotButton(`column:${column}`, '2:1', `outside column-bet ${rowOf(column)}`));
  const dozens = el(
    'div',
    { class: 'roulette-outside three' },
    spotButton('dozen:1', '1–12', 'outside'),
    spotButton('dozen:2', '13–24', 'outside'),
    spotButton('dozen:3', '25–36', 'outside'),
  );
  const chances = el(
    'div',
    { class: 'roulette-outside six' },
    spotButton('low', '1–18', 'outside'),
    spotButton('even', t('rouletteEven'), 'outside'),
    spotButton('red', t('rouletteRed'), 'outside red'),
    spotButton('black', t('rouletteBlack'), 'outside black'),
    spotButton('odd', t('rouletteOdd'), 'outside'),
    spotButton('high', '19–36', 'outside'),
  );

  let angle = 0;
  return {
    stage: el('div', { class: 'stage table-stage' }, wheel),
    board: el('div', { class: 'roulette-board' }, numbers, dozens, chances),
    paintTotals(totals, mine) {
      for (const [spot, badge] of badges) badge.textContent = spotBadge(mine.get(spot), totals[spot], money);
    },
    reset() {
      result.textContent = '';
      for (const button of buttons.values()) button.classList.remove('is-hit');
    },
    async animate(outcome) {
      const pocket = Number(outcome.pocket);
      angle = await spinTo(rotor, ball, { from: angle, pocket }, sound);
      result.textContent = String(pocket);
      result.setAttribute('class', `roulette-result ${pocketColour(pocket)}`);
      buttons.get(`straight:${pocket}`)?.classList.add('is-hit');
    },
    describe(outcome) {
      const pocket = Number(outcome.pocket);
      return { text: String(pocket), className: `result-${pocketColour(pocket)}` };
    },
    help: () => el('div', {}, el('p', {}, t('rulesRoulette'))),
  };
}

/**
 * The rotor turns one way, the ball the other, and the ball ends over the drawn pocket at the top.
 * Answers the rotor's angle at rest, where the next spin starts.
 */
async function spinTo(
  rotor: SVGElement,
  ball: SVGElement,
  { from, pocket }: { from: number; pocket: number },
  sound: TableViewDeps['sound'],
) {
  sound.start();
  const index = wheelOrder.indexOf(pocket);
  const to = from - 720 - ((from - 720) % 360) - index * sector;
  const started = performance.now();
  const durationMs = 3200;
  let lastTick = 0;
  let angle = from;
  for (;;) {
    const progress = motionProgress(started, durationMs);
    const eased = 1 - (1 - progress) ** 3;
    angle = from + (to - from) * eased;
    rotor.setAttribute('transform', `rotate(${angle})`);
    const ballAngle = (1 - eased) * 1080;
    ball.setAttribute('transform', `rotate(${ballAngle})`);
    if (ballAngle - lastTick > 40 || lastTick - ballAngle > 40) {
      lastTick = ballAngle;
      sound.tick();
    }
    if (progress >= 1) break;
    await nextFrame();
  }
  return angle;
}
