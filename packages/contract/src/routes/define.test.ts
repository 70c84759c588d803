import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  clientRoutes,
  defineRoute,
  fillPath,
  splitRouteKey,
  type ClientRoute,
  type RouteData,
  type RouteInput,
} from './define';
import { playerApi } from './player-client';
import { playerRouteKeys } from './player-keys';
import { playerRoutes } from './player';

/** A consumer as the web writes one: typed only by the client route it is handed (no I/O here). */
function call<R extends ClientRoute>(route: R, input: RouteInput<R>): Promise<RouteData<R>> {
  void input;
  return Promise.resolve({ route } as RouteData<R>);
}

// The same call described twice: as the web reads it, and after the API side renamed `cash`.
const before = {
  getWallet: defineRoute('GET /player/wallet/:id', {
    params: z.object({ id: z.string() }),
    response: z.object({ cash: z.string() }),
  }),
};
const renamed = {
  getWallet: defineRoute('GET /player/wallet/:id', {
    params: z.object({ id: z.string() }),
    response: z.object({ cashAmount: z.string() }),
  }),
};
const beforeApi = clientRoutes<typeof before>({ getWallet: 'GET /player/wallet/:id' });
const renamedApi = clientRoutes<typeof renamed>({ getWallet: 'GET /player/wallet/:id' });

/** The web's code reading the field: compiles against the descriptor it was written for. */
async function showCash(): Promise<string> {
  const data = await call(beforeApi.getWallet, { params: { id: 'w1' } });
  return data.cash;
}

/** The same code once the descriptor's response field is renamed: a compile error. */
async function showCashAfterRename(): Promise<string> {
  const data = await call(renamedApi.getWallet, { params: { id: 'w1' } });
  // @ts-expect-error the response has no `cash` any more
  return data.cash;
}

describe('route descriptors', () => {
  it('type a call from the descriptor: a renamed response field breaks the consumer', () => {
    expect(renamed.getWallet.key).toBe(before.getWallet.key);
    expectTypeOf<RouteData<typeof beforeApi.getWallet>>().toEqualTypeOf<{ cash: string }>();
    expectTypeOf<RouteData<typeof renamedApi.getWallet>>().toEqualTypeOf<{ cashAmount: string }>();
    expectTypeOf<RouteData<typeof renamedApi.getWallet>>().not.toHaveProperty('cash');
    expectTypeOf(showCash).returns.resolves.toBeString();
    expectTypeOf(showCashAfterRename).returns.resolves.toBeString();
  });

  it('require the params, query and body a route declares, and refuse others', () => {
    expectTypeOf<RouteInput<typeof playerApi.getDepositInvoice>>().toHaveProperty('params');
    // @ts-expect-error the path parameter is required
    void call(playerApi.getDepositInvoice, {});
    // @ts-expect-error the body's fields are checked
    void call(playerApi.createDeposit, { body: { currency: 'DOGE', amount: '1' } });
    void call(playerApi.createDeposit, { body: { currency: 'BTC', amount: '1' } });
    void call(playerApi.getBalance, {});
    expectTypeOf<RouteData<typeof playerApi.getBalance>>().toHaveProperty('withdrawable');
  });

  it('hold only the route key at run time on the client side', () => {
    expect(playerApi.getBalance).toBe('GET /player/balance');
    expect(Object.keys(playerApi).sort()).toEqual(Object.keys(playerRoutes).sort());
    for (const [name, route] of Object.entries(playerRoutes))
      expect(route.key).toBe(playerRouteKeys[name as keyof typeof playerRouteKeys]);
  });

  it('split keys and fill path parameters', () => {
    expect(splitRouteKey('DELETE /player/x')).toEqual({ method: 'DELETE', path: '/player/x' });
    expect(playerRoutes.getDepositInvoice).toMatchObject({ method: 'GET', path: '/player/deposit/:id' });
    expect(fillPath('/player/deposit/:id/simulate', { id: 'a b' })).toBe('/player/deposit/a%20b/simulate');
    expect(() => fillPath('/player/deposit/:id', {})).toThrow('missing path parameter id');
  });
});
