import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { clearPlayer, setPlayerSession } from '@/lib/session';
import { ok } from '@/test/fake-fetch';
import { renderFeature } from '@/test/render-feature';
import { samplePlayer } from '@/test/sample-player';
import { HomeBanners } from './home-banners';

beforeAll(async () => {
  await i18n.loadNamespaces(['content']);
});

const welcomeBanner = {
  slug: 'banner-welcome',
  title: 'Sign up for the welcome bonus',
  description: 'A bonus on your first deposit',
  link: '/register',
  coverImage: null,
};
const banners = { 'GET /content/banners': ok({ hero: [welcomeBanner], promotions: [] }) };

describe('HomeBanners hero', () => {
  it('shows a visitor the welcome banner that invites a sign-up', async () => {
    clearPlayer();
    renderFeature(<HomeBanners fallbackTitle="Welcome" fallbackText="Games" />, banners);
    expect(await screen.findByTestId('hero-banner-welcome')).toBeTruthy();
    expect(screen.queryByTestId('hero-player')).toBeNull();
  });

  it('greets a logged-in player by name and sends one without a deposit to the cashier, not to sign-up', async () => {
    setPlayerSession('session-1');
    renderFeature(<HomeBanners fallbackTitle="Welcome" fallbackText="Games" />, {
      ...banners,
      'GET /player': ok({ ...samplePlayer, nickname: 'Ace' }),
    });
    expect((await screen.findByText('Welcome back, Ace')).tagName).toBe('H1');
    expect(screen.getByTestId('hero-action').getAttribute('href')).toBe('/cashier/deposit');
    expect(screen.queryByTestId('hero-banner-welcome')).toBeNull();
  });

  it('sends a player who has deposited to the offers', async () => {
    setPlayerSession('session-1');
    renderFeature(<HomeBanners fallbackTitle="Welcome" fallbackText="Games" />, {
      ...banners,
      'GET /player': ok({ ...samplePlayer, first_deposit: '20.00' }),
    });
    expect(await screen.findByText('Welcome back, player01')).toBeTruthy();
    expect(screen.getByTestId('hero-action').getAttribute('href')).toBe('/deposit-bonus');
  });
});
