import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authDialogStore } from '@/features/session/auth-dialog-store';
import { fail, ok } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { sentBodies } from '@/test/render-feature';

describe('/register-token', () => {
  it('confirms the token once and says so, then offers to log in', async () => {
    const { fetchFn, router } = renderApp('/register-token?token=tok-123', {
      'POST /register/complete/token': ok({ username: 'player01' }, 'E-mail confirmed'),
    });
    const success = await screen.findByTestId('register-token-success');
    expect(success.textContent).toContain('player01');
    expect(sentBodies(fetchFn, 'POST', '/register/complete/token')).toEqual([{ token: 'tok-123' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByTestId('page-home');
    expect(router.state.location.pathname).toBe('/');
    expect(authDialogStore.get()).toBe('login');
    authDialogStore.set(null);
  });

  it('says the token has expired when the server answers token_expired', async () => {
    renderApp('/register-token?token=old', {
      'POST /register/complete/token': fail(410, 'token_expired', 'Expired'),
    });
    const expired = await screen.findByTestId('register-token-expired');
    // Never the Contact Us page, which does not exist yet: the skin's support address and a log in.
    await waitFor(() => expect(expired.textContent).toContain('help@example.com'));
    expect(expired.textContent).toMatch(/^This confirmation link has expired or has already been used\./);
    expect(screen.getByTestId('register-token-write-support').getAttribute('href')).toBe(
      'mailto:help@example.com',
    );
    expect(document.querySelector('a[href$="/info/contact-us"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('treats a link without a token as expired, without calling the server', async () => {
    const { fetchFn } = renderApp('/register-token');
    expect(await screen.findByTestId('register-token-expired')).toBeTruthy();
    expect(sentBodies(fetchFn, 'POST', '/register/complete/token')).toEqual([]);
  });
});
