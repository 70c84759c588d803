import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';

describe('demo notice', () => {
  afterEach(() => {
    delete window.__APP_CONFIG__;
  });

  it('says on the page that e-mails go to the outbox and deposits to the sandbox, with a link', async () => {
    window.__APP_CONFIG__ = { demo: { outbox: true, sandboxPayments: true } };
    renderApp('/');
    const notice = await screen.findByTestId('demo-notice');
    expect(notice.textContent).toContain(
      'Demo mode: e-mails go to /dev/outbox, deposits use the sandbox (no real money).',
    );
    expect(screen.getByTestId('demo-notice-outbox').getAttribute('href')).toBe(
      `${window.location.origin}/dev/outbox`,
    );
    expect(screen.getByTestId('demo-notice-backoffice').getAttribute('href')).toBe(
      `${window.location.origin}/backoffice/`,
    );
  });

  it('names only the sandbox when the outbox is off', async () => {
    window.__APP_CONFIG__ = { demo: { outbox: false, sandboxPayments: true } };
    renderApp('/');
    const notice = await screen.findByTestId('demo-notice');
    expect(notice.textContent).toBe('Demo mode: deposits use the sandbox (no real money).');
    expect(screen.queryByTestId('demo-notice-outbox')).toBeNull();
  });

  it('is not there in production, when no demo service is on', async () => {
    window.__APP_CONFIG__ = { demo: { outbox: false, sandboxPayments: false } };
    renderApp('/');
    await screen.findByTestId('site-header');
    expect(screen.queryByTestId('demo-notice')).toBeNull();
  });
});
