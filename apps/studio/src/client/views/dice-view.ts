import { el, nextFrame, svg, motionProgress } from '../dom';
import {
  diceChanceBp,
  diceMaxChanceBp,
  diceMinChanceBp,
  diceMultiplier,
  type DiceDirection,
} from '@casino/fair/games/dice/dice-math';
import type { GameView, ViewDeps } from './game-view';
import { toggleGroup } from './toggle-group';

/** Dice: a track from 0 to 100 with the winning zone lit, a target slider and over/under. */
export function diceView({ t, sound, formats }: ViewDeps): GameView {
  let direction: DiceDirection = 'over';
  const slider = el('input', {
    type: 'range',
    min: '1',
    max: '98.99',
    step: '0.01',
    value: '50.50',
    'aria-label': t('target'),
  });
  const targetInput = el('input', {
    type: 'text',
    inputmode: 'decimal',
    value: formats.decimal(5050),
    class: 'field',
    'aria-label': t('target'),
  });
  const chanceOut = el('output', { class: 'stat-value' });
  const multiplierOut = el('output', { class: 'stat-value' });
  const directionButtons = toggleGroup(
    [
      { value: 'over', label: t('rollOver') },
      { value: 'under', label: t('rollUnder') },
    ] as const,
    'over',
    (value) => {
      direction = value;
      refresh();
    },
  );

  const { track, lose, win, marker, rollText } = diceTrack();

  const targetHundredths = () => Math.round(Number(targetInput.value.replace(',', '.')) * 100);

  function refresh() {
    const target = targetHundredths();
    const x = 20 + (target / 100) * 9.6;
    const [winFrom, winTo] = direction === 'over' ? [x, 980] : [20, x];
    lose.setAttribute('x', '20');
    lose.setAttribute('width', '960');
    win.setAttribute('x', String(winFrom));
    win.setAttribute('width', String(Math.max(0, winTo - winFrom)));
    const chance = diceChanceBp({ target, direction });
    const isValid = Number.isFinite(target) && chance >= diceMinChanceBp && chance <= diceMaxChanceBp;
    chanceOut.textContent = isValid ? formats.percent(chance / 100) : '—';
    multiplierOut.textContent = isValid ? `${formats.number(diceMultiplier(chance) / 10_000, 4)}×` : '—';
    targetInput.classList.toggle('invalid', !isValid);
    return isValid;
  }

  slider.addEventListener('input', () => {
    targetInput.value = formats.decimal(Math.round(Number(slider.value) * 100));
    refresh();
  });
  targetInput.addEventListener('input', () => {
    slider.value = targetInput.value;
    refresh();
  });
  refresh();

  const controls = diceControls(t, { directionButtons, targetInput, slider, chanceOut, multiplierOut });

  return {
    stage: el('div', { class: 'stage dice-stage' }, track),
    controls,
    playLabel: 'roll',
    stakeStep: 1n,
    params: () => (refresh() ? { target: (targetHundredths() / 100).toFixed(2), direction } : null),
    animate: (round) => rollMarker({ marker, rollText }, round, { sound, formats }),
    describe: (round) =>
      `${formats.decimal(Number(round.outcome.roll))} ${round.params.direction === 'over' ? '>' : '<'} ${formats.decimal(Number(round.params.target))}`,
    help: () => el('div', {}, el('p', {}, t('rulesDice'))),
  };
}

/** A picture of what the slider, the outputs and the result already say in words. */
function diceTrack() {
  const track = svg('svg', { viewBox: '0 0 1000 120', class: 'dice-track', 'aria-hidden': 'true' });
  const lose = svg('rect', { y: 50, height: 20, rx: 10, fill: '#ef4444' });
  const win = svg('rect', { y: 50, height: 20, rx: 10, fill: '#22c55e' });
  const marker = svg('g', { class: 'dice-marker', transform: 'translate(500 0)' });
  marker.append(svg('polygon', { points: '-18,0 18,0 0,40', fill: '#f5f3ff' }));
  const rollText = svg('text', { x: 500, y: 112, 'text-anchor': 'middle', class: 'dice-roll-text' });
  track.append(lose, win, marker, rollText);
  for (const mark of [0, 25, 50, 75, 100]) {
    const label = svg('text', { x: 20 + mark * 9.6, y: 92, 'text-anchor': 'middle', class: 'dice-scale' });
    label.textContent = String(mark);
    track.append(label);
  }
  return { track, lose, win, marker, rollText };
}

/** The marker slides from the last roll to this one, the number counting with it. */
async function rollMarker(
  { marker, rollText }: { marker: SVGElement; rollText: SVGElement },
  round: Parameters<GameView['animate']>[0],
  { sound, formats }: Pick<ViewDeps, 'sound' | 'formats'>,
) {
  const roll = Number(round.outcome.roll);
  const from = Number(marker.getAttribute('data-x') ?? 500);
  const to = 20 + (roll / 100) * 9.6;
  const started = performance.now();
  sound.start();
  for (;;) {
    const progress = motionProgress(started, 650);
    const eased = 1 - (1 - progress) ** 3;
    const x = from + (to - from) * eased;
    marker.setAttribute('transform', `translate(${x} 0)`);
    rollText.setAttribute('x', String(x));
    rollText.textContent = formats.decimal(Math.round(((x - 20) / 9.6) * 100));
    if (progress >= 1) break;
    await nextFrame();
  }
  marker.setAttribute('data-x', String(to));
  rollText.textContent = formats.decimal(roll);
  rollText.setAttribute('class', `dice-roll-text ${round.outcome.isWin ? 'is-win' : 'is-lose'}`);
}

function diceControls(
  t: ViewDeps['t'],
  parts: {
    directionButtons: HTMLElement[];
    targetInput: HTMLElement;
    slider: HTMLElement;
    chanceOut: HTMLElement;
    multiplierOut: HTMLElement;
  },
) {
  return el(
    'div',
    { class: 'game-controls' },
    el('div', { class: 'segmented' }, ...parts.directionButtons),
    el('label', { class: 'control' }, el('span', {}, t('target')), parts.targetInput),
    parts.slider,
    el(
      'div',
      { class: 'stats' },
      el('div', { class: 'stat' }, el('span', {}, t('chance')), parts.chanceOut),
      el('div', { class: 'stat' }, el('span', {}, t('multiplier')), parts.multiplierOut),
    ),
  );
}
