import { describe, expect, it } from 'vitest';
import { applySkinTheme } from './apply-skin-theme';

describe('applySkinTheme', () => {
  it('sets the tokens a skin overrides and ignores unknown keys and unsafe values', () => {
    const root = document.createElement('div');
    applySkinTheme(
      { primary: '#7c5cff', radius: '12px', mode: 'dark', text: 'red; background: url(x)' },
      root,
    );
    expect(root.style.getPropertyValue('--color-primary')).toBe('#7c5cff');
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
});
