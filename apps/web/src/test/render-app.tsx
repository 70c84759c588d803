import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProvider, createQueryClient } from '@/app/provider';
import { routes } from '@/app/router';
import { fakeFetch, ok, type Route } from './fake-fetch';

export const sampleMenu = {
  items: [
    {
      id: 'rewards',
      label: 'Rewards',
      path: '/rewards',
      icon: 'rewards',
      requiresLogin: false,
      children: [],
    },
    {
      id: 'slots',
      label: 'Slots',
      path: '/casino',
      icon: 'slots',
      requiresLogin: false,
      children: [
        {
          id: 'slots-all',
          label: 'All Games',
          path: '/casino',
          icon: null,
          requiresLogin: false,
          children: [],
        },
        {
          id: 'slots-favorite',
          label: 'Favorite Games',
          path: '/casino?favorites=1',
          icon: null,
          requiresLogin: true,
          children: [],
        },
      ],
    },
    {
      id: 'sportsbook',
      label: 'Sportsbook',
      path: '/sportsbook',
      icon: 'sportsbook',
      requiresLogin: true,
      children: [],
    },
    {
      id: 'live-chat',
      label: 'Live Chat',
      path: '#live-chat',
      icon: 'chat',
      requiresLogin: false,
      children: [],
    },
  ],
};

/** The skin config the fake API serves unless a test says otherwise. */
export const skinConfig = {
  skinName: 'Nova',
  defaultLanguage: 'en',
  currencies: ['EUR'],
  theme: {},
  turnstileCaptcha: { enabled: false, siteKey: '' },
  supportEmail: 'help@example.com',
  licence: { text: '', regulatorName: '', regulatorUrl: '' },
  liveChat: { enabled: false, propertyId: '', widgetId: '' },
  googleSignIn: { enabled: false, clientId: '' },
};

/** The real routes in memory, with the API faked at the network edge. */
export function renderApp(url: string, extraRoutes: Record<string, Route> = {}) {
  const fetchFn = fakeFetch({
    'GET /skinMenu': ok(sampleMenu),
    'GET /logos': ok({ logos: [] }),
    'GET /skinConfig/all': ok(skinConfig),
    ...extraRoutes,
  });
  vi.stubGlobal('fetch', fetchFn);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, fetchFn };
}
