import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@/test/fake-fetch';
import { renderFeature, sentBodies } from '@/test/render-feature';
import { SelfExclusionSection } from './self-exclusion-section';

const data = {
  currency: 'EUR',
  maximum: '10000.00',
  limits: [],
  selfExclusion: null,
  realityCheckMinutes: null,
  depositsUsed: { day: '0.00', week: '0.00', month: '0.00' },
  playLimits: [],
  history: [],
};

describe('freeze and self-exclusion', () => {
  it('confirms a freeze in a dialog that says what happens, then ends the session', async () => {
    const onExcluded = vi.fn();
    const { fetchFn } = renderFeature(<SelfExclusionSection data={data} onExcluded={onExcluded} />, {
      'POST /player/selfExclusion': ok(
        { kind: 'freeze_24h', until: '2026-01-02T10:00:00.000Z' },
        'Freeze set',
      ),
    });
    // Waits for the account texts, which load on demand.
    fireEvent.click(await screen.findByRole('button', { name: 'Freeze' }));
    const dialog = screen.getByTestId('self-exclusion-dialog');
    expect(dialog.textContent).toContain('Every session of your account ends now, on every device.');
    expect(dialog.textContent).toContain('Log in is refused for 24 hours.');
    fireEvent.change(within(dialog).getByTestId('freeze-password'), { target: { value: 'secret1' } });
    fireEvent.click(within(dialog).getByTestId('freeze-confirm'));
    await waitFor(() => expect(onExcluded).toHaveBeenCalled());
    expect(sentBodies(fetchFn, 'POST', '/player/selfExclusion')).toEqual([
      { kind: 'freeze_24h', password: 'secret1' },
    ]);
  });

  it('says a long self-exclusion cannot be lifted early, and maps invalid_old_password', async () => {
    const onExcluded = vi.fn();
    const { fetchFn } = renderFeature(<SelfExclusionSection data={data} onExcluded={onExcluded} />, {
      'POST /player/selfExclusion': fail(400, 'invalid_old_password'),
    });
    fireEvent.change(await screen.findByTestId('self-exclusion-kind'), { target: { value: 'year_1' } });
    fireEvent.click(screen.getByTestId('self-exclusion-open'));
    const dialog = screen.getByTestId('self-exclusion-dialog');
    expect(dialog.textContent).toContain('Self-exclude for 1 year?');
    expect(dialog.textContent).toContain('It cannot be lifted early, whatever the reason.');
    fireEvent.click(within(dialog).getByTestId('freeze-confirm'));
    expect(within(dialog).getByText('Password is required.')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('freeze-password'), { target: { value: 'wrong-one' } });
    fireEvent.click(within(dialog).getByTestId('freeze-confirm'));
    expect(await within(dialog).findByText('Invalid old password')).toBeTruthy();
    expect(sentBodies(fetchFn, 'POST', '/player/selfExclusion')).toEqual([
      { kind: 'year_1', password: 'wrong-one' },
    ]);
    expect(onExcluded).not.toHaveBeenCalled();
  });

  it('offers time-outs from 24 hours to 6 weeks, each refusing log-in for its whole length', async () => {
    const onExcluded = vi.fn();
    const { fetchFn } = renderFeature(<SelfExclusionSection data={data} onExcluded={onExcluded} />, {
      'POST /player/selfExclusion': ok(
        { kind: 'timeout_week', until: '2026-01-08T10:00:00.000Z' },
        'Time-out set',
      ),
    });
    const kind = await screen.findByTestId('timeout-kind');
    expect([...kind.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      '24 hours',
      '1 week',
      '1 month',
      '6 weeks',
    ]);
    fireEvent.change(kind, { target: { value: 'timeout_week' } });
    fireEvent.click(screen.getByTestId('timeout-open'));
    const dialog = screen.getByTestId('self-exclusion-dialog');
    expect(dialog.textContent).toContain('Take a one-week time-out?');
    expect(dialog.textContent).toContain('Log in is refused for the whole period.');
    fireEvent.change(within(dialog).getByTestId('freeze-password'), { target: { value: 'secret1' } });
    fireEvent.click(within(dialog).getByTestId('freeze-confirm'));
    await waitFor(() => expect(onExcluded).toHaveBeenCalled());
    expect(sentBodies(fetchFn, 'POST', '/player/selfExclusion')).toEqual([
      { kind: 'timeout_week', password: 'secret1' },
    ]);
  });
});
