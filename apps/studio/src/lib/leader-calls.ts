import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { StudioError } from './studio-error';
import type { LiveBus } from './live-feed';

/**
 * What a player does in a shared round (a crash bet or cash-out, a table bet or move) must happen in
 * the leader's memory, where the round lives. A socket or a request on another instance asks the
 * leader over the bus and waits for its answer; on the leader (and in a single process) the call runs
 * at once. The leader's refusals (StudioError) come back as they were thrown.
 */
export interface LeaderCalls {
  /** What the leader does for a call named `name`; the answer travels as JSON. */
  handle<A, R>(name: string, run: (args: A) => Promise<R>): void;
  call<R>(name: string, args: unknown): Promise<R>;
  close(): void;
}

interface Ask {
  id: string;
  from: string;
  name: string;
  args: unknown;
}

type Answer =
  | { id: string; ok: true; result: unknown }
  | { id: string; ok: false; code: StudioError['code']; message: string; data?: unknown };

function parsed<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function createLeaderCalls(options: {
  bus: LiveBus | null;
  /** Names this set of calls on the bus (one per plugin: crash, tables). */
  topic: string;
  isLeader: () => boolean;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}): LeaderCalls {
  const { bus, topic, isLeader, log } = options;
  const timeoutMs = options.timeoutMs ?? 8_000;
  const self = randomUUID();
  const handlers = new Map<string, (args: unknown) => Promise<unknown>>();
  const waiting = new Map<string, { resolve: (answer: Answer) => void }>();

  async function runHere(name: string, args: unknown): Promise<unknown> {
    const run = handlers.get(name);
    if (!run) throw new Error(`no leader call named ${name}`);
    return run(args);
  }

  const unsubscribeAsks = bus?.subscribe(`${topic}:ask`, (text) => {
    const ask = parsed<Ask>(text);
    if (!ask || !isLeader()) return;
    void runHere(ask.name, ask.args)
      .then(
        (result): Answer => ({ id: ask.id, ok: true, result: result ?? null }),
        (error: unknown): Answer => {
          if (error instanceof StudioError)
            return { id: ask.id, ok: false, code: error.code, message: error.message, data: error.data };
          log.error({ err: error, call: ask.name }, 'leader call failed');
          return { id: ask.id, ok: false, code: 'internal_error', message: 'internal_error' };
        },
      )
      .then((answer) => bus.publish(`${topic}:answer:${ask.from}`, JSON.stringify(answer)));
  });
  const unsubscribeAnswers = bus?.subscribe(`${topic}:answer:${self}`, (text) => {
    const answer = parsed<Answer>(text);
    if (answer) waiting.get(answer.id)?.resolve(answer);
  });

  return {
    handle(name, run) {
      handlers.set(name, run as (args: unknown) => Promise<unknown>);
    },
    async call<R>(name: string, args: unknown): Promise<R> {
      if (isLeader() || !bus) {
        // Alone (no bus) and not leading: nobody runs the rounds yet (the lead changes hands).
        if (!isLeader()) throw new StudioError('round_closed', 'the rounds are not running on this instance');
        return (await runHere(name, args)) as R;
      }
      const id = randomUUID();
      const answer = await new Promise<Answer | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), timeoutMs);
        waiting.set(id, {
          resolve: (got) => {
            clearTimeout(timer);
            resolve(got);
          },
        });
        bus.publish(`${topic}:ask`, JSON.stringify({ id, from: self, name, args } satisfies Ask));
      }).finally(() => waiting.delete(id));
      // No leader answered (it is changing hands, or Redis is away): the call may or may not have run.
      if (!answer)
        throw new StudioError('provider_unavailable', 'the instance that runs the rounds did not answer');
      if (!answer.ok) throw new StudioError(answer.code, answer.message, answer.data);
      return answer.result as R;
    },
    close() {
      unsubscribeAsks?.();
      unsubscribeAnswers?.();
    },
  };
}
