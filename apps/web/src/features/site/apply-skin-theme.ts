import type { SkinConfigData } from '@casino/contract/site';

/** Skin theme keys (GET /skinConfig/all `theme`) and the design tokens they override. */
const tokenOf: Record<string, string> = {
  background: '--color-bg',
  surface: '--color-bg-raised',
  surfaceRaised: '--color-surface',
  text: '--color-text',
  textMuted: '--color-text-muted',
  border: '--color-border',
  primary: '--color-primary',
  primaryText: '--color-on-primary',
  accent: '--color-accent',
  success: '--color-success',
  danger: '--color-danger',
  radius: '--radius-md',
};

/** Only plain colour and length values pass: the theme is data, not CSS to inject. */
const safeValue = /^(#[0-9a-f]{3,8}|\d+(\.\d+)?(px|rem)|rgba?\([\d\s.,/%]+\))$/i;

export function applySkinTheme(
  theme: SkinConfigData['theme'],
  root: HTMLElement = document.documentElement,
): void {
  for (const [key, value] of Object.entries(theme)) {
    const token = tokenOf[key];
    if (token && safeValue.test(value.trim())) root.style.setProperty(token, value.trim());
  }
  ensureReadableColours(theme, root);
}

const hex6 = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed && /^#[0-9a-f]{6}$/i.test(trimmed) ? trimmed.toLowerCase() : null;
};
const white = '#ffffff';
const ink = '#0b0d17';
/** WCAG 2.2 AA for text (1.4.3). */
const minimumContrast = 4.5;
/** The theme's own backgrounds (tokens.css), for a skin that names none of its own. */
const defaultBackgrounds = ['#0d0f1a', '#151829', '#1c2035', '#252a45'];

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** `colour` moved towards `target` in small steps until `isGood`; the target itself at worst. */
function mixUntil(colour: string, target: string, isGood: (candidate: string) => boolean): string {
  const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [from, to] = [channels(colour), channels(target)];
  for (let step = 0; step <= 20; step += 1) {
    const candidate = `#${from
      .map((value, i) =>
        Math.round(value + ((to[i]! - value) * step) / 20)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
    if (isGood(candidate)) return candidate;
  }
  return target;
}

/**
 * A skin's colours are data; the page must stay readable whatever they are (WCAG 2.2 AA). The primary
 * colour is a button's background (its text: the skin's primaryText when it reads, else white or ink,
 * else the primary is darkened until white reads) and the colour of links and active items on the
 * page's backgrounds (--color-link: the primary lightened until it reads on every one of them).
 */
function ensureReadableColours(theme: SkinConfigData['theme'], root: HTMLElement): void {
  const primary = hex6(theme.primary);
  if (primary) {
    const given = hex6(theme.primaryText);
    let background = primary;
    let text =
      given && contrastRatio(given, primary) >= minimumContrast
        ? given
        : contrastRatio(white, primary) >= contrastRatio(ink, primary)
          ? white
          : ink;
    if (contrastRatio(text, background) < minimumContrast) {
      text = white;
      background = mixUntil(
        primary,
        '#000000',
        (candidate) => contrastRatio(white, candidate) >= minimumContrast,
      );
    }
    root.style.setProperty('--color-primary', background);
    root.style.setProperty('--color-on-primary', text);
    const backgrounds = [
      ...[theme.background, theme.surface, theme.surfaceRaised].flatMap((value) => hex6(value) ?? []),
      ...defaultBackgrounds,
    ];
    root.style.setProperty(
      '--color-link',
      mixUntil(primary, white, (candidate) =>
        backgrounds.every((page) => contrastRatio(candidate, page) >= minimumContrast),
      ),
    );
  }
  // The skin names no text colour for its accent: dark or light text, whichever reads better.
  const accent = hex6(theme.accent);
  if (accent) {
    root.style.setProperty(
      '--color-on-accent',
      contrastRatio('#14110a', accent) >= contrastRatio(white, accent) ? '#14110a' : white,
    );
  }
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
