import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '@/test/render-feature';
import { sampleMethods } from '@/test/sample-wallet';
import { MethodsTable } from './methods-table';

describe('the withdrawal methods table', () => {
  it('states the network times with a real processor', async () => {
    renderFeature(<MethodsTable methods={sampleMethods} />);
    expect(await screen.findByText('1-24 hours')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('withdrawal-methods-note').textContent).toContain("our team's approval"),
    );
  });

  it('says the demo simulates payouts, and shows no network time there', async () => {
    renderFeature(
      <MethodsTable methods={sampleMethods.map((method) => ({ ...method, isSimulated: true }))} />,
    );
    expect((await screen.findAllByText('At once (simulated)')).length).toBe(2);
    expect(screen.queryByText('1-24 hours')).toBeNull();
    expect(screen.getAllByText('At once (simulated)')).toHaveLength(2);
    expect(screen.getByTestId('withdrawal-methods-note').textContent).toContain('no coins are sent');
  });
});
