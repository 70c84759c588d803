import { describe, expect, it } from 'vitest';
import { applySkinTheme, contrastRatio } from './apply-skin-theme';

describe('applySkinTheme', () => {
  it('sets the tokens a skin overrides and ignores unknown keys and unsafe values', () => {
    const root = document.createElement('div');
    applySkinTheme(
      { primary: '#6d4aff', radius: '12px', mode: 'dark', text: 'red; background: url(x)' },
      root,
    );
    expect(root.style.getPropertyValue('--color-primary')).toBe('#6d4aff');
    expect(root.style.getPropertyValue('--radius-md')).toBe('12px');
    expect(root.style.getPropertyValue('--color-text')).toBe('');
  });

  it('picks a readable text colour for the accent', () => {
    const root = document.createElement('div');
    applySkinTheme({ accent: '#ffc83d' }, root);
    expect(root.style.getPropertyValue('--color-on-accent')).toBe('#14110a');
    applySkinTheme({ accent: '#3b1d8f' }, root);
    expect(root.style.getPropertyValue('--color-on-accent')).toBe('#ffffff');
  });

  it('keeps a skin primary that fails WCAG AA readable: as a button under white text and as link text', () => {
    const root = document.createElement('div');
    // The demo skin's violet: 4.35:1 under white text, 3.97:1 as text on its surface.
    applySkinTheme(
      { primary: '#7c5cff', primaryText: '#ffffff', surface: '#151a2d', background: '#0b0d17' },
      root,
    );
    const primary = root.style.getPropertyValue('--color-primary');
    const onPrimary = root.style.getPropertyValue('--color-on-primary');
    const link = root.style.getPropertyValue('--color-link');
    expect(contrastRatio('#7c5cff', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio(primary, onPrimary)).toBeGreaterThanOrEqual(4.5);
    for (const page of ['#151a2d', '#0b0d17', '#1c2035', '#252a45'])
      expect(contrastRatio(link, page)).toBeGreaterThanOrEqual(4.5);
    // Still the skin's violet, only as much darker or lighter as it takes.
    expect(primary).not.toBe('#7c5cff');
    expect(contrastRatio(primary, '#7c5cff')).toBeLessThan(1.5);
  });

  it('leaves a primary that already reads as it is', () => {
    const root = document.createElement('div');
    applySkinTheme({ primary: '#f5b81c', primaryText: '#1a1300' }, root);
    expect(root.style.getPropertyValue('--color-primary')).toBe('#f5b81c');
    expect(root.style.getPropertyValue('--color-on-primary')).toBe('#1a1300');
    expect(root.style.getPropertyValue('--color-link')).toBe('#f5b81c');
  });
});
