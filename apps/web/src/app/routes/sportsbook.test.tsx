import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLocale, i18n } from '@/lib/i18n';
import { clearPlayer, setPlayerSession } from '@/lib/session';
import { storage } from '@/lib/storage';
import { fail, ok, json, type Route } from '@/test/fake-fetch';
import { renderFeature } from '@/test/render-feature';
import { sampleGame } from '@/test/sample-game';
import SportsbookPage from './sportsbook';

beforeAll(async () => {
  await i18n.loadNamespaces(['pages', 'games', 'cashier']);
});
beforeEach(() => setPlayerSession('session-sb'));
afterEach(async () => {
  clearPlayer();
  await changeLocale('en', storage);
});

const entry = sampleGame(9, { title: 'Sportsbook', slug: 'sportsbook', category: 'sportsbook' });

/** The platform's launch answers the provider's URL in the language the request asked for. */
function routes(frontEnd: Route = { status: 200, body: '' }, launch?: Route): Record<string, Route> {
  let launches = 0;
  return {
    'GET /sportsbook/game': ok({ game: entry }),
    [`GET /player/game/${entry.id}`]:
      launch ??
      ((request: Request) => {
        launches += 1;
        const lang = request.headers.get('x-language');
        const url = `/sportsbook-api/?launch=token-${launches}&lang=${lang}&view=desktop`;
        return json(200, ok({ url, mode: 'real', game: entry }).body);
      }),
    'HEAD /sportsbook-api/': frontEnd,
    'GET /player/balance': ok({ currency: 'EUR', cash: '42.50', bonus: '0.00', withdrawable: '42.50' }),
  };
}

const launchCalls = (fetchFn: ReturnType<typeof renderFeature>['fetchFn']) =>
  fetchFn.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.startsWith(`/api/v1/player/game/`));

describe('the sportsbook page', () => {
  it("frames the platform's real-money launch under a bar with balance, deposit and language", async () => {
    const { fetchFn } = renderFeature(<SportsbookPage />, routes(), '/sportsbook');
    const frame = await screen.findByTestId('sportsbook-frame');
    expect(frame.getAttribute('src')).toBe('/sportsbook-api/?launch=token-1&lang=en&view=desktop');
    const [launch] = launchCalls(fetchFn);
    expect(launch?.searchParams.get('play_for_fun')).toBe('false');
    expect(launch?.searchParams.get('viewMode')).toBe('desktop');
    const bar = screen.getByTestId('sportsbook-bar');
    expect((await within(bar).findByTestId('header-balance')).textContent).toContain('42.50');
    expect(within(bar).getByTestId('sportsbook-deposit')).toBeTruthy();
    expect(within(bar).getByTestId('language-select')).toBeTruthy();
  });

  it('launches again in the language the player picks', async () => {
    const { fetchFn } = renderFeature(<SportsbookPage />, routes(), '/sportsbook');
    await screen.findByTestId('sportsbook-frame');
    fireEvent.change(screen.getByTestId('language-select'), { target: { value: 'de' } });
    await waitFor(() =>
      expect(screen.getByTestId('sportsbook-frame').getAttribute('src')).toBe(
        '/sportsbook-api/?launch=token-2&lang=de&view=desktop',
      ),
    );
    expect(launchCalls(fetchFn)).toHaveLength(2);
  });

  it('shows the unavailable state, not an empty frame, when the front end answers 404', async () => {
    renderFeature(<SportsbookPage />, routes({ status: 404, body: '' }), '/sportsbook');
    const problem = await screen.findByTestId('sportsbook-problem');
    expect(problem.getAttribute('data-refusal')).toBe('unavailable');
    expect(problem.textContent).toContain('The sportsbook is not available right now');
    expect(screen.queryByTestId('sportsbook-frame')).toBeNull();
  });

  it("says why a launch was refused, in the server's words for a self-exclusion", async () => {
    const refused = fail(403, 'account_self_excluded', 'Your account is excluded until 1 May 2027.');
    renderFeature(<SportsbookPage />, routes(undefined, refused), '/sportsbook');
    const problem = await screen.findByTestId('sportsbook-problem');
    expect(problem.getAttribute('data-refusal')).toBe('selfExcluded');
    expect(problem.textContent).toContain('Your account is self-excluded');
    expect(problem.textContent).toContain('Your account is excluded until 1 May 2027.');
    expect(screen.queryByTestId('sportsbook-frame')).toBeNull();
  });

  it('says the provider is unavailable when the launch fails at the provider', async () => {
    renderFeature(
      <SportsbookPage />,
      routes(undefined, fail(502, 'provider_unavailable', 'Provider down')),
      '/sportsbook',
    );
    const problem = await screen.findByTestId('sportsbook-problem');
    expect(problem.getAttribute('data-refusal')).toBe('unavailable');
    expect(screen.getByTestId('sportsbook-retry')).toBeTruthy();
  });
});
