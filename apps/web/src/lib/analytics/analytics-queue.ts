/**
 * The queue under the analytics client: items wait here and go out in batches of one endpoint, at most
 * `batchSize` a request, on a timer or as soon as a batch is full. Only the newest `maxQueued` are kept.
 */
export interface QueuedItem {
  endpoint: 'track' | 'engage';
  payload: Record<string, unknown>;
}

export interface BatchQueueOptions {
  batchSize: number;
  flushMs: number;
  maxQueued: number;
  /** Whether sending is allowed now (consent); when it is not, flushing stops and a failed batch is dropped. */
  isAllowed: () => boolean;
  /** Whether the batch is done with: sent, or refused as bad input (it would be refused again). */
  send: (endpoint: QueuedItem['endpoint'], batch: QueuedItem[]) => Promise<boolean>;
}

export function createBatchQueue(options: BatchQueueOptions) {
  let queue: QueuedItem[] = [];
  let timer: ReturnType<typeof setInterval> | null = null;
  let flushing: Promise<void> | null = null;

  /** Sends everything queued, a batch per request, oldest first; a failed batch waits for the next flush. */
  async function flushNow(): Promise<void> {
    while (queue.length > 0 && options.isAllowed()) {
      const batch = oldestBatch(queue, options.batchSize);
      queue = queue.slice(batch.length);
      if (!(await options.send(batch[0]!.endpoint, batch))) {
        if (options.isAllowed()) queue = [...batch, ...queue].slice(0, options.maxQueued);
        return;
      }
    }
  }

  function flush(): Promise<void> {
    flushing ??= flushNow().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  function start(): void {
    if (timer !== null) return;
    timer = setInterval(() => void flush(), options.flushMs);
  }

  function stop(): void {
    if (timer !== null) clearInterval(timer);
    timer = null;
  }

  return {
    enqueue(item: QueuedItem): void {
      queue.push(item);
      if (queue.length > options.maxQueued) queue = queue.slice(queue.length - options.maxQueued);
      start();
      if (queue.length >= options.batchSize) void flush();
    },
    flush,
    start,
    stop,
    /** Forgets everything queued and stops the timer. */
    clear(): void {
      queue = [];
      stop();
    },
    pending: () => queue.length,
  };
}

/** The oldest items that share the first one's endpoint, at most `batchSize` of them. */
function oldestBatch(queue: QueuedItem[], batchSize: number): QueuedItem[] {
  const endpoint = queue[0]!.endpoint;
  const batch: QueuedItem[] = [];
  for (const item of queue) {
    if (item.endpoint !== endpoint || batch.length >= batchSize) break;
    batch.push(item);
  }
  return batch;
}
