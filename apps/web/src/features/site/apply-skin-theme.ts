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
  // The skin names no text colour for its accent: pick dark or light text for contrast.
  const accent = theme.accent?.trim();
  if (accent && /^#[0-9a-f]{6}$/i.test(accent)) {
    root.style.setProperty('--color-on-accent', relativeLuminance(accent) > 0.4 ? '#14110a' : '#ffffff');
  }
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
