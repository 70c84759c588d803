import type { Shape } from '../games/slots/art/svg-shape';

/** A tiny element builder: the pages are plain DOM, no framework. Text goes in as text, never as HTML. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  ...children: (Node | string | null)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined) continue;
    if (name === 'class') node.className = value;
    else node.setAttribute(name, value);
  }
  for (const child of children) if (child !== null) node.append(child);
  return node;
}

const svgNs = 'http://www.w3.org/2000/svg';
export function svg(tag: string, attributes: Record<string, string | number> = {}): SVGElement {
  const node = document.createElementNS(svgNs, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}

/** A drawing kept as data (the slot symbols) as SVG nodes. */
export function svgFromShape(shape: Shape): SVGElement {
  const node = svg(shape.tag, shape.attributes);
  for (const child of shape.children) node.append(typeof child === 'string' ? child : svgFromShape(child));
  return node;
}

export const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** A player who asked the system for less motion sees every result at once: no spins, deals or drops. */
export const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A pause between the steps of an animation; none at all under prefers-reduced-motion. */
export const wait = (ms: number) =>
  new Promise((resolve) => setTimeout(resolve, prefersReducedMotion() ? 0 : ms));

/** How far an animation begun at `started` is, 0 to 1; already 1 under prefers-reduced-motion. */
export const motionProgress = (started: number, durationMs: number) =>
  prefersReducedMotion() ? 1 : Math.min(1, (performance.now() - started) / durationMs);

/** The mute switch's speaker, drawn (an emoji would depend on the device's fonts). */
export function speakerIcon(isMuted: boolean): SVGElement {
  const icon = svg('svg', { viewBox: '0 0 24 24', width: 20, height: 20, 'aria-hidden': 'true' });
  icon.append(svg('path', { d: 'M4 9h4l5-4v14l-5-4H4z', fill: 'currentColor' }));
  const waves = isMuted ? 'M16 9l6 6M22 9l-6 6' : 'M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12';
  icon.append(
    svg('path', {
      d: waves,
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': 2,
      'stroke-linecap': 'round',
    }),
  );
  return icon;
}

/** The mute switch: the speaker drawn as it stands, its label and pressed state kept in step. */
export function createMuteButton(
  sound: { readonly isMuted: boolean; toggle(): boolean },
  labels: { mute: string; unmute: string },
) {
  const button = el('button', { type: 'button', class: 'icon-button' });
  const paint = () => {
    button.replaceChildren(speakerIcon(sound.isMuted));
    button.setAttribute('aria-label', sound.isMuted ? labels.unmute : labels.mute);
    button.setAttribute('aria-pressed', String(sound.isMuted));
  };
  button.addEventListener('click', () => {
    sound.toggle();
    paint();
  });
  paint();
  return button;
}

/**
 * Tells the casino page around the frame to refresh its balance after a real-money round. The hint
 * carries no data, so whichever page frames us (frame-ancestors decides who may) learns nothing from it.
 */
export function tellParentBalanceChanged(mode: string) {
  if (mode === 'real' && window.parent !== window)
    window.parent.postMessage('nova-studio:balance-changed', '*');
}
