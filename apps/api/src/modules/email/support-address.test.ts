import { describe, expect, it } from 'vitest';
import { bareAddress } from './support-address';

describe('the support address named in mails', () => {
  it('falls back to the bare address of the sender when the skin names none', () => {
    expect(bareAddress('Nova Casino <help@nova.example>')).toBe('help@nova.example');
    expect(bareAddress(' help@nova.example ')).toBe('help@nova.example');
  });
});
