import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';

vi.setConfig({ testTimeout: 20_000 });

describe('/test-component', () => {
  it('shows the component gallery and asks search engines not to index it', async () => {
    const { unmount } = renderApp('/test-component');
    await screen.findByTestId('page-test-component');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
