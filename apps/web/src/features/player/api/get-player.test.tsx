import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { ok } from '@/test/fake-fetch';
import { renderAsPlayer } from '@/test/sample-loyalty';
import { samplePlayer } from '@/test/sample-player';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  sessionStore.set({ playerSessionId: null });
  localStorage.clear();
});

describe("the player's data in the browser", () => {
  it("keeps the player's country code as user-countrycode (spec section 3)", async () => {
    renderAsPlayer('/rewards', { 'GET /player': ok({ ...samplePlayer, countrycode: 'NO' }) });
    await waitFor(() => expect(localStorage.getItem('user-countrycode')).toBe('NO'));
  });
});
