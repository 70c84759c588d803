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
}
