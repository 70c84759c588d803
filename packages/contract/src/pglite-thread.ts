import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite, type Extensions } from '@electric-sql/pglite';
import { templateArchive } from './pglite-template.mjs';

/**
 * An embedded PostgreSQL (PGlite) data folder opened on a thread of its own (pglite-worker.mjs), with the
 * client side of PGlite that drizzle's PGlite driver and the migrations use: query, exec, transaction and
 * close. Opening a PGlite database takes most of a second of CPU; the platform, the studio and the
 * sportsbook each have one, so on their own threads they open side by side, while the main thread
 * loads the code and builds the routes, and their queries run beside the main thread from then on.
 */

export type PgliteExtension = 'pg_trgm';

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

export interface QueryResult<T> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** What a transaction's callback gets: queries inside the transaction. */
export interface PgliteThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
  exec(sql: string): Promise<QueryResult<unknown>[]>;
}

interface ErrorData {
  message: string;
  name: string;
  fields: Record<string, string | number | boolean | null>;
}

type Reply = { id: number; result: unknown; error?: undefined } | { id: number; error: ErrorData };

/**
 * Server settings every embedded database starts with, over its data folder's postgresql.conf. PGlite
 * runs one backend, but initdb wrote the shared memory of a whole server into that file: 128 MB of
 * shared buffers, which PostgreSQL zeroes at every start (a third of the CPU of opening a database,
 * measured: 2.3 s down to 1.4 s) and which stay resident after (RSS 300 MB down to 170 MB, for each of
 * the three databases). 16 MB still holds the hot pages of a demo or test casino; what does not fit is
 * read from the operating system's page cache.
 */
const startSettings: Record<string, string> = { shared_buffers: '16MB' };

/** `startSettings` as PostgreSQL's command-line flags, added after PGlite's own. */
export const pgliteStartFlags = Object.entries(startSettings).flatMap(([name, value]) => [
  '-c',
  `${name}=${value}`,
]);

/** The worker's file: beside this module in the sources, beside the bundle once built. */
const workerFile = new URL('./pglite-worker.mjs', import.meta.url);

/** A PostgreSQL error as the thread saw it: the same message, code, constraint and detail. */
function rebuildError(data: ErrorData): Error {
  const error = Object.assign(new Error(data.message), data.fields);
  error.name = data.name;
  return error;
}

/**
 * drizzle's parsers keep some types as text (its dates, intervals, numeric arrays): functions cannot
 * go to the thread, so their type ids go and the thread keeps those types as text. Any other parser
 * is refused rather than silently dropped.
 */
function wireOptions(options: QueryOptions | undefined) {
  if (!options) return undefined;
  const { parsers, ...rest } = options;
  if (!parsers) return rest;
  const textTypes = Object.entries(parsers).map(([type, parse]) => {
    if (parse('x', Number(type)) !== 'x')
      throw new Error(`a parser for type ${type} cannot run on the thread`);
    return Number(type);
  });
  return { ...rest, textTypes };
}

export class PgliteThread {
  readonly path: string;
  /** Resolves once the database is open; rejects with the reason it could not be. */
  readonly ready: Promise<void>;
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  #nextId = 1;
  #failure: Error | null = null;

  constructor(path: string, extensions: PgliteExtension[] = []) {
    this.path = resolve(path);
    this.#worker = new Worker(workerFile, {
      workerData: { path: this.path, extensions, startFlags: pgliteStartFlags },
    });
    this.ready = new Promise((resolveReady, rejectReady) => {
      this.#worker.once('message', (message: { ready: boolean; error?: ErrorData }) => {
        if (message.ready) resolveReady();
        else rejectReady(rebuildError(message.error!));
        this.#worker.on('message', (reply: Reply) => this.#settle(reply));
      });
      this.#worker.once('error', rejectReady);
    });
    // A rejected open is reported to whoever queries (they await ready); it must not end the process,
    // and its thread has nothing left to do.
    this.ready.catch(() => void this.#worker.terminate());
    this.#worker.on('error', (error) => this.#stop(error));
    this.#worker.on('exit', () => this.#stop(new Error(`the database thread of ${this.path} exited`)));
  }

  #settle(reply: Reply) {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (reply.error) pending.reject(rebuildError(reply.error));
    else pending.resolve(reply.result);
  }

  #stop(error: Error) {
    this.#failure ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  async #call<T>(message: Record<string, unknown>): Promise<T> {
    await this.ready;
    if (this.#failure) throw this.#failure;
    const id = this.#nextId++;
    return new Promise<T>((resolveCall, rejectCall) => {
      this.#pending.set(id, { resolve: resolveCall as (value: unknown) => void, reject: rejectCall });
      this.#worker.postMessage({ ...message, id });
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<QueryResult<T>> {
    return this.#call({ op: 'query', sql, params, options: wireOptions(options), tx });
  }

  exec(sql: string, tx?: number): Promise<QueryResult<unknown>[]> {
    return this.#call({ op: 'exec', sql, tx });
  }

  /**
   * Runs `callback` in a transaction on the thread: committed when it resolves, rolled back when it
   * throws (the error goes on to the caller). Other queries wait for it, as in PGlite itself.
   */
  async transaction<T>(callback: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    const { tx } = await this.#call<{ tx: number }>({ op: 'begin' });
    const scope: PgliteThreadTransaction = {
      query: (sql, params, options) => this.query(sql, params, options, tx),
      exec: (sql) => this.exec(sql, tx),
    };
    let result: T;
    try {
      result = await callback(scope);
    } catch (error) {
      await this.#call({ op: 'rollback', tx }).catch(() => undefined);
      throw error;
    }
    await this.#call({ op: 'commit', tx });
    return result;
  }

  /** Closes the database (a clean shutdown of PostgreSQL), then the thread. */
  async close(): Promise<void> {
    try {
      await this.#call({ op: 'close' });
    } finally {
      await this.#worker.terminate();
    }
  }
}

/** Threads a start opened before the code that uses them had loaded, by data folder. */
const opened = new Map<string, PgliteThread>();

/**
 * Starts opening a data folder now, for `claimPgliteThread` to take later: the composition root calls
 * it first thing, so the databases open while the rest of the code loads.
 */
export function preopenPgliteThread(path: string, extensions: PgliteExtension[] = []): void {
  const key = resolve(path);
  if (!opened.has(key)) opened.set(key, new PgliteThread(key, extensions));
}

/** The thread of a data folder: the one opened early if there is one, else a new one. */
export function claimPgliteThread(path: string, extensions: PgliteExtension[] = []): PgliteThread {
  const key = resolve(path);
  const early = opened.get(key);
  opened.delete(key);
  return early ?? new PgliteThread(key, extensions);
}

/**
 * The client drizzle's PGlite driver is given: a data folder's database on its thread (the one opened
 * early, if any), returned at once (its queries wait for the open, and fail with its reason), or with
 * no folder an in-memory PGlite in this process (tests).
 */
export async function openPgliteClient(
  dataDir: string | null,
  extensions: PgliteExtension[] = [],
): Promise<PGlite> {
  if (!dataDir) {
    const loaded: Extensions = {};
    if (extensions.includes('pg_trgm'))
      loaded.pg_trgm = (await import('@electric-sql/pglite/contrib/pg_trgm')).pg_trgm;
    const startParams = [...PGlite.defaultStartParams, ...pgliteStartFlags];
    // Loaded from the initialized template rather than made by initdb (pglite-template.mjs).
    return PGlite.create({
      extensions: loaded,
      startParams,
      loadDataDir: await templateArchive(startParams),
    });
  }
  const thread = claimPgliteThread(dataDir, extensions);
  // The surface drizzle and the migrations use (query, exec, transaction, close), not all of PGlite's.
  return thread as unknown as PGlite;
}

/** Closes the threads opened early that nothing claimed (a guess at a folder that was not used). */
export async function closeUnclaimedPgliteThreads(): Promise<void> {
  const unclaimed = [...opened.values()];
  opened.clear();
  await Promise.all(unclaimed.map((thread) => thread.close().catch(() => undefined)));
}
