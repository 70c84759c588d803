import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { expectedMovement } from '../test/money';
import { launch, studioHeaders, useStudio } from '../test/studio-app';
import type { ServerMessage } from './crash-messages';
import { crashPoint, sha256Text } from './hash-chain';

/** A real ws client on a listening studio, reading the messages in order. */
async function connect(url: string) {
  const socket = new WebSocket(url);
  const received: ServerMessage[] = [];
  const waiting: { test: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString('utf8')) as ServerMessage;
    const index = waiting.findIndex((wait) => wait.test(message));
    if (index >= 0) waiting.splice(index, 1)[0]!.resolve(message);
    else received.push(message);
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return {
    send: (message: unknown) => socket.send(JSON.stringify(message)),
    close: () => socket.close(),
    /** The first message (already received or to come) that passes `test`. */
    next<T extends ServerMessage['type']>(
      type: T,
      test: (m: Extract<ServerMessage, { type: T }>) => boolean = () => true,
      timeoutMs = 10_000,
      orTypes: ServerMessage['type'][] = [],
    ) {
      const matches = (m: ServerMessage) =>
        orTypes.includes(m.type) || (m.type === type && test(m as Extract<ServerMessage, { type: T }>));
      const index = received.findIndex(matches);
      if (index >= 0)
        return Promise.resolve(received.splice(index, 1)[0] as Extract<ServerMessage, { type: T }>);
      return new Promise<Extract<ServerMessage, { type: T }>>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} message`)), timeoutMs);
        waiting.push({
          test: matches,
          resolve: (m) => (clearTimeout(timer), resolve(m as Extract<ServerMessage, { type: T }>)),
        });
      });
    },
  };
}

describe('crash socket', () => {
  const salt = 'socket-test-salt';
  const start = 200_000n;
  const app = useStudio(
    {
      crash: {
        enabled: true,
        chainLength: 300,
        checkpointEvery: 50,
        salt,
        bettingMs: 1_500,
        pauseMs: 150,
        tickMs: 20,
        growthPerMs: 0.0005,
      },
    },
    start,
  );
  let url = '';
  beforeAll(async () => {
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.app.server.address() as AddressInfo).port}/studio/crash/ws`;
  });

  it('lets a spectator watch and a player bet and cash out, with hashes that check out', async () => {
    const spectator = await connect(url);
    const player = await connect(url);
    const { token } = await launch(app.app, 'crash');
    await app.app.inject({ method: 'GET', url: '/studio/api/session', headers: studioHeaders(token) });

    spectator.send({ type: 'bet', stake: '100' });
    expect(await spectator.next('error')).toMatchObject({ code: 'game_session_invalid' });
    player.send({ type: 'bet', stake: 'lots' });
    expect(await player.next('error')).toMatchObject({ code: 'validation_error' });
    player.send({ type: 'auth', token });
    expect(await player.next('authed')).toEqual({ type: 'authed', mode: 'real' });

    // Some rounds crash before anyone could cash out: try a few rounds until one pays.
    let paid: Extract<ServerMessage, { type: 'cashed_out' }> | null = null;
    for (let attempt = 0; attempt < 10 && !paid; attempt += 1) {
      const betting = await player.next(
        'state',
        (m) => m.round.phase === 'betting' && Date.parse(m.round.bettingEndsAt) - Date.now() > 1_000,
      );
      player.send({ type: 'bet', stake: '1000' });
      // A slow machine may miss the window (round_closed): then the next round.
      const accepted = await player.next('bet_accepted', () => true, 10_000, ['error']);
      if (accepted.type !== 'bet_accepted') continue;
      expect(accepted.roundId).toBe(betting.round.roundId);
      const mine = await player.next('state', (m) => m.round.bets.some((bet) => bet.isMine));
      expect(mine.round.bets.find((bet) => bet.isMine)).toMatchObject({ name: 'lu***', stake: '1000' });
      const running = await player.next(
        'state',
        (m) => m.round.roundId === betting.round.roundId && m.round.phase !== 'betting',
      );
      if (running.round.phase === 'running') {
        player.send({ type: 'cashout' });
        // Either paid, or too late (round_closed): one waiter for both, so none is left behind.
        const answer = await player.next('cashed_out', () => true, 10_000, ['error']);
        if (answer.type === 'cashed_out') paid = answer;
      }
      const crash = await spectator.next('crash', (m) => m.roundId === betting.round.roundId);
      // Anyone can check: the crash point from the hash and the salt, the hash against the last one.
      expect(crash.crashPoint).toBe(crashPoint(crash.hash, salt));
      expect(sha256Text(crash.hash)).toBe(betting.round.previousHash);
      if (paid) {
        expect(paid.multiplier).toBeLessThan(crash.crashPoint);
        expect(paid.payout).toBe(((1000n * BigInt(paid.multiplier)) / 100n).toString());
        const settled = await player.next('settled', (m) => m.roundId === betting.round.roundId);
        expect(settled.payout).toBe(paid.payout);
      }
    }
    expect(paid).not.toBeNull();
    expect(await spectator.next('tick')).toMatchObject({ multiplier: expect.any(Number) });

    const history = await app.app.inject({ method: 'GET', url: '/studio/crash/history' });
    const rounds = history.json().data.rounds as { hash: string; crashPoint: number; roundNumber: number }[];
    expect(rounds.length).toBeGreaterThan(0);
    for (const [i, round] of rounds.entries()) {
      expect(round.crashPoint).toBe(crashPoint(round.hash, salt));
      const older = rounds[i + 1];
      if (older && older.roundNumber === round.roundNumber - 1)
        expect(sha256Text(round.hash)).toBe(older.hash);
    }
    spectator.close();
    player.close();
    // Settlements run in the background: give the last ones a moment, then check the books.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(app.platform.state.balance).toBe(
      start + (await expectedMovement(app.handle.db, `p:${app.platform.state.playerId}`)),
    );
  });

  it('refuses a flood of messages on one socket with rate_limited, message by message', async () => {
    const flooder = await connect(url);
    for (let i = 0; i < 40; i += 1) flooder.send({ type: 'cashout' });
    expect(await flooder.next('error', (m) => m.code === 'rate_limited')).toMatchObject({
      code: 'rate_limited',
    });
    flooder.close();
  });
});
