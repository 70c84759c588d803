import { createHash, createHmac } from 'node:crypto';
import { minorToDecimal, recompute } from '@casino/fair/verify';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import FairnessPage from '@/app/routes/fairness';
import { i18n } from '@/lib/i18n';
import { renderFeature } from '@/test/render-feature';

beforeAll(async () => {
  await i18n.loadNamespaces(['fairness']);
});

const serverSeed = '3f9a6c1e5b7d2084a6c3e1f0b9d8c7a6e5f4d3c2b1a0f9e8d7c6b5a4f3e2d1c0';
const clientSeed = 'my own seed';
const serverSeedHash = createHash('sha256').update(serverSeed).digest('hex');

/**
 * Dice as docs/fairness describes it, written here with node:crypto, apart from the code under test:
 * the first 4 bytes of HMAC-SHA256(server seed, "client seed:nonce:0"), big-endian, scaled to 0..9999.
 */
function diceRoll(nonce: number): number {
  const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  return Math.floor((digest.readUInt32BE(0) * 10_000) / 2 ** 32);
}

const outcomeValue = (name: string) => {
  const row = within(screen.getByTestId('fairness-outcome')).getByText(name).closest('.fairness-list__row');
  return row?.querySelector('dd')?.textContent;
};

const fairnessLink = (fields: Record<string, string>) =>
  `/fairness#${new URLSearchParams(fields).toString()}`;

describe('fairness page', () => {
  it('checks a round linked from a game page at once, in the browser, with no call to any server', async () => {
    const nonce = 3;
    const url = fairnessLink({
      game: 'dice',
      serverSeed,
      serverSeedHash,
      clientSeed,
      nonce: String(nonce),
      stake: '1.00',
      params: JSON.stringify({ target: 5050, direction: 'over' }),
    });
    const { fetchFn } = renderFeature(<FairnessPage />, {}, url, '/fairness');

    expect(await screen.findByTestId('fairness-hash')).toHaveProperty('textContent', serverSeedHash);
    expect(screen.getByTestId('fairness-hash-match').textContent).toContain(
      'Matches the hash shown before play',
    );
    const roll = diceRoll(nonce);
    expect(outcomeValue('roll')).toBe(String(roll));
    expect(outcomeValue('isWin')).toBe(String(roll > 5050));
    expect(screen.getByTestId('fairness-payout').textContent === '0.00').toBe(roll <= 5050);
    expect((screen.getByTestId('fairness-server-seed') as HTMLInputElement).value).toBe(serverSeed);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('recomputes what the player types, and says when the seed is not the one committed to', async () => {
    const { fetchFn } = renderFeature(<FairnessPage />, {}, '/fairness', '/fairness');
    const form = await screen.findByTestId('fairness-form');
    fireEvent.change(within(form).getByTestId('fairness-game'), { target: { value: 'dice' } });
    // Choosing a game fills in an example of its choices.
    expect(JSON.parse((screen.getByTestId('fairness-params') as HTMLTextAreaElement).value)).toEqual({
      target: 5050,
      direction: 'over',
    });
    const rolls = [0, 1, 2, 3, 4, 5].map(diceRoll);
    const nonce = rolls.findIndex((roll) => roll > 5050);
    fireEvent.change(screen.getByTestId('fairness-server-seed'), { target: { value: serverSeed } });
    fireEvent.change(screen.getByTestId('fairness-server-seed-hash'), { target: { value: 'f'.repeat(64) } });
    fireEvent.change(screen.getByTestId('fairness-client-seed'), { target: { value: clientSeed } });
    fireEvent.change(screen.getByTestId('fairness-nonce'), { target: { value: String(nonce) } });
    fireEvent.change(screen.getByTestId('fairness-stake'), { target: { value: '2,00' } });
    fireEvent.click(screen.getByTestId('fairness-submit'));

    await screen.findByTestId('fairness-result');
    expect(outcomeValue('roll')).toBe(String(rolls[nonce]));
    expect(screen.getByTestId('fairness-hash-match').textContent).toContain('Does not match');
    // A win over 50.50 pays 99 / 49.49 % of 2.00: 4.00.
    expect(screen.getByTestId('fairness-payout').textContent).toBe('4.00');
    expect(screen.getByTestId('fairness-multiplier').textContent).toBe('2.00×');
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('replays a multi-step round from its moves and points at the field that is wrong', async () => {
    renderFeature(<FairnessPage />, {}, '/fairness', '/fairness');
    fireEvent.change(await screen.findByTestId('fairness-game'), { target: { value: 'mines' } });
    fireEvent.change(screen.getByTestId('fairness-server-seed'), { target: { value: serverSeed } });
    fireEvent.change(screen.getByTestId('fairness-client-seed'), { target: { value: clientSeed } });
    fireEvent.change(screen.getByTestId('fairness-moves'), { target: { value: '[0, 0]' } });
    fireEvent.click(screen.getByTestId('fairness-submit'));
    expect(await screen.findByText(/The game does not accept this: move 2/)).toBeTruthy();

    fireEvent.change(screen.getByTestId('fairness-moves'), { target: { value: '[0' } });
    fireEvent.click(screen.getByTestId('fairness-submit'));
    expect(await screen.findByText('This is not valid JSON.')).toBeTruthy();

    fireEvent.change(screen.getByTestId('fairness-moves'), { target: { value: '[]' } });
    fireEvent.click(screen.getByTestId('fairness-submit'));
    await waitFor(() => expect(screen.getByTestId('fairness-step-status').textContent).toMatch(/Still open/));
    // Before the first tile the round is worth its stake.
    expect(screen.getByTestId('fairness-payout').textContent).toBe('0.10');
  });

  it('checks a jackpot round in two parts: the win from the seeds, the pool as the round states it', async () => {
    // Seeds that draw star-jackpot's jackpot (its sixth number falls under the odds).
    const seed = {
      serverSeed: '5f3c9a7e1b2d4f6081a3c5e7f9b1d3e5a7c9e1f3b5d7f9a1c3e5a7b9d1f3e5a7',
      clientSeed: 'jackpot-91201',
      nonce: 0,
    };
    const again = await recompute('star-jackpot', seed, {}, 1000n);
    if (again.resultCode !== 'ok') throw new Error('the seeds do not replay');
    expect(again.isJackpotHit).toBe(true);
    const pool = 50_010n;
    const link = (payout: bigint) =>
      fairnessLink({
        game: 'star-jackpot',
        ...seed,
        nonce: '0',
        stake: '10.00',
        params: '{}',
        payout: minorToDecimal(payout),
        jackpot: minorToDecimal(pool),
      });

    const { unmount } = renderFeature(<FairnessPage />, {}, link(again.payout + pool), '/fairness');
    expect((await screen.findByTestId('fairness-payout')).textContent).toBe(minorToDecimal(again.payout));
    expect(screen.getByTestId('fairness-payout-match').textContent).toContain('Same win as the round');
    expect(screen.getByTestId('fairness-jackpot').textContent).toContain('Drawn by these seeds');
    expect(screen.getByTestId('fairness-jackpot-claimed').textContent).toMatch(
      /^500\.10 of the round's win is the jackpot pool.*not recomputed/,
    );
    unmount();

    // One unit more than the win and the pool together is not the round the seeds give.
    renderFeature(<FairnessPage />, {}, link(again.payout + pool + 1n), '/fairness');
    expect((await screen.findByTestId('fairness-payout-match')).textContent).toContain(
      'Not the win of the round',
    );
  });

  it('asks for the moves of a blackjack hand', async () => {
    renderFeature(<FairnessPage />, {}, '/fairness', '/fairness');
    fireEvent.change(await screen.findByTestId('fairness-game'), { target: { value: 'nova-blackjack' } });
    expect((screen.getByTestId('fairness-moves') as HTMLTextAreaElement).value).toBe('[]');
    expect(screen.queryByTestId('fairness-jackpot-input')).toBeNull();
  });

  it('computes a crash point from a round hash and checks its link to the round before', async () => {
    const previousHash = createHash('sha256').update('an earlier round').digest('hex');
    const gameHash = createHash('sha256').update('this round').digest('hex');
    const chained = createHash('sha256').update(gameHash).digest('hex');
    // Bustabit's float formula, written apart from the code under test.
    const digest = createHmac('sha256', 'public-salt').update(Buffer.from(gameHash, 'hex')).digest('hex');
    const expected = Math.max(1, Math.floor(99 / (1 - parseInt(digest.slice(0, 13), 16) / 2 ** 52)) / 100);
    const { fetchFn } = renderFeature(<FairnessPage />, {}, '/fairness', '/fairness');

    fireEvent.change(await screen.findByTestId('crash-game-hash'), { target: { value: gameHash } });
    fireEvent.change(screen.getByTestId('crash-previous-hash'), { target: { value: previousHash } });
    fireEvent.click(screen.getByTestId('crash-submit'));
    expect(await screen.findByText('Please fill this in.')).toBeTruthy();

    fireEvent.change(screen.getByTestId('crash-salt'), { target: { value: 'public-salt' } });
    fireEvent.click(screen.getByTestId('crash-submit'));
    expect((await screen.findByTestId('crash-point')).textContent).toBe(`${expected.toFixed(2)}×`);
    expect(screen.getByTestId('crash-chain-match').textContent).toContain('does not give');

    fireEvent.change(screen.getByTestId('crash-previous-hash'), { target: { value: chained } });
    fireEvent.click(screen.getByTestId('crash-submit'));
    expect((await screen.findByTestId('crash-chain-match')).textContent).toContain('gives the previous');
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
