import { formatHundredths } from '@casino/fair/crash/crash-point';
import { el, nextFrame } from '../dom';

/**
 * Crash's stage: the live curve on a canvas and the big multiplier. The server ticks ten times a
 * second; between ticks the curve is extrapolated from the same formula (e^(r·t)) so it moves every
 * frame, but never more than a tick ahead of the server, which alone says when the round crashed.
 */
export interface CrashCurveState {
  phase: 'betting' | 'running' | 'crashed';
  elapsedMs: number;
  multiplier: number;
  growthPerMs: number;
}

const maxLeadMs = 250;

/** `decimal` writes hundredths in the player's notation (1,00 in de). */
export function crashView(decimal: (hundredths: number) => string = formatHundredths) {
  const canvas = el('canvas', { class: 'crash-canvas', 'aria-hidden': 'true' });
  const big = el('div', { class: 'crash-multiplier', 'data-testid': 'crash-multiplier' }, `${decimal(100)}×`);
  const status = el('p', { class: 'crash-status', role: 'status' });
  const stage = el('div', { class: 'stage crash-stage' }, canvas, big, status);
  let curve: CrashCurveState = { phase: 'betting', elapsedMs: 0, multiplier: 100, growthPerMs: 0.00006 };
  let tickAt = performance.now();
  let isRunning = true;

  /** What to draw now: the server's last tick moved on by the time since, capped. */
  function shownElapsed() {
    if (curve.phase !== 'running') return curve.elapsedMs;
    return curve.elapsedMs + Math.min(maxLeadMs, performance.now() - tickAt);
  }

  const draw = () => drawCurve(canvas, curve, shownElapsed());

  async function animate() {
    while (isRunning) {
      if (curve.phase === 'running') {
        const shown = Math.floor(100 * Math.exp(curve.growthPerMs * shownElapsed()));
        big.textContent = `${decimal(Math.max(curve.multiplier, shown))}×`;
      }
      draw();
      await nextFrame();
    }
  }
  void animate();

  return {
    stage,
    /** A state or tick from the server: the curve restarts from it. */
    update(next: CrashCurveState) {
      curve = next;
      tickAt = performance.now();
      big.className = `crash-multiplier is-${next.phase}`;
      if (next.phase !== 'running')
        big.textContent = `${decimal(next.phase === 'betting' ? 100 : next.multiplier)}×`;
    },
    setStatus(text: string) {
      status.textContent = text;
    },
    stop() {
      isRunning = false;
    },
  };
}
export type CrashView = ReturnType<typeof crashView>;

/** The curve so far (none while betting) over a grid of multipliers, sized to the canvas. */
function drawCurve(canvas: HTMLCanvasElement, curve: CrashCurveState, elapsed: number) {
  const ratio = window.devicePixelRatio || 1;
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
  if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
  const g = canvas.getContext('2d');
  if (!g || width === 0) return;
  g.setTransform(ratio, 0, 0, ratio, 0, 0);
  g.clearRect(0, 0, width, height);
  const value = curve.phase === 'crashed' ? curve.multiplier / 100 : Math.exp(curve.growthPerMs * elapsed);
  // The axes grow with the round so the curve always fills about four fifths of the stage.
  const spanMs = Math.max(8_000, elapsed * 1.25);
  const top = Math.max(2, 1 + (value - 1) * 1.25);
  const pad = 28;
  const x = (ms: number) => pad + (ms / spanMs) * (width - pad * 2);
  const y = (m: number) => height - pad - ((m - 1) / (top - 1)) * (height - pad * 2);
  drawGrid(g, { width, pad, top, y });
  if (curve.phase === 'betting') return;
  const isCrashed = curve.phase === 'crashed';
  g.strokeStyle = isCrashed ? '#f43f5e' : '#22d3ee';
  g.lineWidth = 4;
  g.lineCap = 'round';
  g.beginPath();
  const steps = 80;
  for (let i = 0; i <= steps; i += 1) {
    const ms = (elapsed * i) / steps;
    const m = Math.min(value, Math.exp(curve.growthPerMs * ms));
    if (i === 0) g.moveTo(x(ms), y(m));
    else g.lineTo(x(ms), y(m));
  }
  g.stroke();
  g.fillStyle = isCrashed ? '#f43f5e' : '#fde047';
  g.beginPath();
  g.arc(x(elapsed), y(value), 7, 0, Math.PI * 2);
  g.fill();
}

function drawGrid(
  g: CanvasRenderingContext2D,
  { width, pad, top, y }: { width: number; pad: number; top: number; y: (m: number) => number },
) {
  g.strokeStyle = '#ffffff22';
  g.lineWidth = 1;
  g.fillStyle = '#ffffff88';
  g.font = '11px system-ui, sans-serif';
  for (const mark of [1, 1.5, 2, 3, 5, 10, 20, 50, 100, 1000].filter((m) => m <= top)) {
    g.beginPath();
    g.moveTo(pad, y(mark));
    g.lineTo(width - pad, y(mark));
    g.stroke();
    g.fillText(`${mark}×`, 2, y(mark) - 2);
  }
}
