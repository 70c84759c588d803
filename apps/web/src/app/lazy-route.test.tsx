import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { page, preloadRoutes } from './lazy-route';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazy routes', () => {
  it("download a screen once however often they are asked, and give it the route's props", async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const lazy = page(load, { name: 'Ann' }) as () => Promise<{ element: React.ReactElement }>;
    const [first, second] = await Promise.all([lazy(), lazy()]);
    await lazy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(first.element.props).toEqual({ name: 'Ann' });
    expect(second.element.type).toBe(Greeting);
  });

  it('try again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Greeting });
    const lazy = page(load, { name: 'Bo' }) as () => Promise<unknown>;
    await expect(lazy()).rejects.toThrow('offline');
    await expect(lazy()).resolves.toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('are started for the matching path only, layouts included, before any router exists', () => {
    const loads = { layout: vi.fn(), account: vi.fn(), casino: vi.fn() };
    const chunk = (name: keyof typeof loads) => async () => {
      loads[name]();
      return { default: Greeting };
    };
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { path: 'casino', lazy: page(chunk('casino'), { name: 'c' }) },
          {
            path: 'profile',
            lazy: page(chunk('layout'), { name: 'l' }),
            children: [{ path: 'my-account', lazy: page(chunk('account'), { name: 'a' }) }],
          },
        ],
      },
    ];
    preloadRoutes(routes, '/profile/my-account');
    expect(loads.layout).toHaveBeenCalledTimes(1);
    expect(loads.account).toHaveBeenCalledTimes(1);
    expect(loads.casino).not.toHaveBeenCalled();
  });
});
