import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, ok } from '@/test/fake-fetch';
import { renderFeature } from '@/test/render-feature';
import { RealityCheckOverlay } from './reality-check-overlay';

const status = (due: boolean) => ({ intervalMinutes: 30, due, sessionMinutes: 95 });

describe('RealityCheckOverlay', () => {
  it('shows over the page when due, with the session time, and hides after Continue', async () => {
    let acknowledged = false;
    const { fetchFn } = renderFeature(<RealityCheckOverlay isLoggedIn />, {
      'GET /player/realityCheck': () => json(200, ok(status(!acknowledged)).body),
      'POST /player/realityCheck/acknowledge': () => {
        acknowledged = true;
        return json(200, ok(status(false)).body);
      },
    });
    const overlay = await screen.findByTestId('reality-check-overlay');
    expect(overlay.getAttribute('role')).toBe('alertdialog');
    expect(overlay.getAttribute('aria-modal')).toBe('true');
    expect((await screen.findByTestId('reality-check-time')).textContent).toBe(
      'You have been playing for 1\u00a0h 35\u00a0min.',
    );
    expect(
      screen.getByRole('link', { name: 'View account history', hidden: true }).getAttribute('href'),
    ).toBe('/profile/history');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('reality-check-continue')));
    fireEvent.click(screen.getByTestId('reality-check-continue'));
    await waitFor(() => expect(screen.queryByTestId('reality-check-overlay')).toBeNull());
    expect(
      fetchFn.mock.calls.some(
        ([url, init]) => String(url).endsWith('/realityCheck/acknowledge') && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('stays on Escape: only the acknowledgement closes it', async () => {
    renderFeature(<RealityCheckOverlay isLoggedIn />, { 'GET /player/realityCheck': ok(status(true)) });
    const overlay = await screen.findByTestId('reality-check-overlay');
    fireEvent.keyDown(overlay, { key: 'Escape' });
    const cancel = new Event('cancel', { cancelable: true });
    overlay.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.getByTestId('reality-check-overlay')).toBeTruthy();
  });

  it('keeps Tab inside the check', async () => {
    renderFeature(<RealityCheckOverlay isLoggedIn />, { 'GET /player/realityCheck': ok(status(true)) });
    const overlay = await screen.findByTestId('reality-check-overlay');
    const continueButton = await screen.findByTestId('reality-check-continue');
    const historyLink = screen.getByRole('link', { hidden: true });
    continueButton.focus();
    fireEvent.keyDown(overlay, { key: 'Tab' });
    expect(document.activeElement).toBe(historyLink);
    fireEvent.keyDown(overlay, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(continueButton);
  });

  it('shows nothing when no check is due', async () => {
    const { fetchFn } = renderFeature(<RealityCheckOverlay isLoggedIn />, {
      'GET /player/realityCheck': ok(status(false)),
    });
    await waitFor(() => expect(fetchFn).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('reality-check-overlay')).toBeNull();
  });

  it('asks nothing while nobody is logged in', async () => {
    const { fetchFn } = renderFeature(<RealityCheckOverlay isLoggedIn={false} />, {
      'GET /player/realityCheck': ok(status(true)),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchFn).not.toHaveBeenCalled();
    expect(screen.queryByTestId('reality-check-overlay')).toBeNull();
  });
});
