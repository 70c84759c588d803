import type { RoundData } from '../api';
import { el, nextFrame, svg, motionProgress } from '../dom';
import { limboMaxTarget, limboMinTarget } from '@casino/fair/games/limbo/limbo-math';
import type { GameView, ViewDeps } from './game-view';

/** Limbo: a rocket curve and a multiplier that races up to the drawn value. */
export function limboView({ t, sound, formats }: ViewDeps): GameView {
  const targetInput = el('input', {
    type: 'text',
    inputmode: 'decimal',
    value: formats.decimal(200),
    class: 'field',
    'aria-label': t('targetMultiplier'),
  });
  const chanceOut = el('output', { class: 'stat-value' });
  const big = el('div', { class: 'limbo-value' }, '1.00×');
  const chart = svg('svg', { viewBox: '0 0 400 200', class: 'limbo-chart', 'aria-hidden': 'true' });
  const curve = svg('path', {
    d: 'M0 200',
    fill: 'none',
    stroke: '#22d3ee',
    'stroke-width': 5,
    'stroke-linecap': 'round',
  });
  const rocket = svg('circle', { cx: 0, cy: 200, r: 9, fill: '#fde047' });
  chart.append(curve, rocket);

  const target = () => Math.round(Number(targetInput.value.replace(',', '.')) * 100);
  function refresh() {
    const value = target();
    const isValid = Number.isFinite(value) && value >= limboMinTarget && value <= limboMaxTarget;
    chanceOut.textContent = isValid ? formats.percent(99 / (value / 100), 4) : '—';
    targetInput.classList.toggle('invalid', !isValid);
    return isValid;
  }
  targetInput.addEventListener('input', refresh);
  refresh();

  return {
    stage: el('div', { class: 'stage limbo-stage' }, chart, big),
    controls: el(
      'div',
      { class: 'game-controls' },
      el('label', { class: 'control' }, el('span', {}, t('targetMultiplier')), targetInput),
      el('div', { class: 'stats' }, el('div', { class: 'stat' }, el('span', {}, t('chance')), chanceOut)),
    ),
    playLabel: 'play',
    stakeStep: 1n,
    params: () => (refresh() ? { target: (target() / 100).toFixed(2) } : null),
    async animate(round) {
      const result = Number(round.outcome.result);
      big.className = 'limbo-value';
      sound.start();
      // Longer for higher results, never long: the log keeps a 1000x draw under a second and a half.
      const durationMs = 500 + Math.min(1000, Math.log10(result / 100) * 350);
      const started = performance.now();
      const points: string[] = [];
      for (;;) {
        const progress = motionProgress(started, durationMs);
        const value = 100 * (result / 100) ** progress;
        big.textContent = `${formats.decimal(Math.floor(value))}×`;
        const x = progress * 380 + 10;
        const y = 190 - 170 * progress ** 2;
        points.push(`${x.toFixed(1)} ${y.toFixed(1)}`);
        curve.setAttribute('d', `M10 190 L${points.join(' L')}`);
        rocket.setAttribute('cx', String(x));
        rocket.setAttribute('cy', String(y));
        if (progress >= 1) break;
        await nextFrame();
      }
      big.textContent = `${formats.decimal(result)}×`;
      big.className = `limbo-value ${round.outcome.isWin ? 'is-win' : 'is-lose'}`;
    },
    describe: (round: RoundData) =>
      `${formats.decimal(Number(round.outcome.result))}× / ${formats.decimal(Number(round.params.target))}×`,
    help: () => el('div', {}, el('p', {}, t('rulesLimbo'))),
  };
}
