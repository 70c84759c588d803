// The thread that owns one embedded PostgreSQL (PGlite) data folder: it opens the database and runs
// the queries and transactions the main thread sends it (pglite-thread.ts holds the other side and the
// message shapes). Plain JavaScript, so the same file runs from the sources and next to a bundle.
import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { copyTemplateInto } from './pglite-template.mjs';

/** The contrib extensions a thread may load, by the name PGlite registers them under. */
const contrib = {
  pg_trgm: async () => (await import('@electric-sql/pglite/contrib/pg_trgm')).pg_trgm,
};

/** An error as plain data: its message, name and the fields PostgreSQL fills (code, constraint, ...). */
function errorData(error) {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields = {};
  for (const [key, value] of Object.entries(error))
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return { message: error.message, name: error.name, fields };
}

/** drizzle passes parsers that keep some types as text; the functions cannot cross, their types can. */
function queryOptions(options) {
  if (!options) return undefined;
  const { textTypes, ...rest } = options;
  if (!textTypes) return rest;
  return { ...rest, parsers: Object.fromEntries(textTypes.map((type) => [type, (value) => value])) };
}

const reply = (id, result) => parentPort.postMessage({ id, result });
const fail = (id, error) => parentPort.postMessage({ id, error: errorData(error) });

let db;
try {
  const { path, extensions, startFlags } = workerData;
  const startParams = [...PGlite.defaultStartParams, ...startFlags];
  mkdirSync(path, { recursive: true });
  // A new folder starts as a copy of an initialized cluster, not with initdb (pglite-template.mjs).
  await copyTemplateInto(path, startParams);
  const loaded = {};
  for (const name of extensions) loaded[name] = await contrib[name]();
  db = await PGlite.create(path, { extensions: loaded, startParams });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: errorData(error) });
}

/** Open transactions by id: the PGlite transaction scope and how to end it (commit or roll back). */
const transactions = new Map();
const rolledBack = Symbol('rolled back');

function begin(id) {
  let isOpen = false;
  db.transaction(
    (tx) =>
      new Promise((commit, rollBack) => {
        isOpen = true;
        transactions.set(id, { tx, commit, rollBack, endId: null });
        reply(id, { tx: id });
      }),
  ).then(
    () => end(id, null),
    (error) => {
      if (!isOpen) fail(id, error);
      else end(id, error === rolledBack ? null : error);
    },
  );
}

function end(id, error) {
  const entry = transactions.get(id);
  transactions.delete(id);
  if (error) fail(entry.endId, error);
  else reply(entry.endId, null);
}

async function run(message) {
  const target = message.tx ? transactions.get(message.tx)?.tx : db;
  if (!target) throw new Error(`no open transaction ${message.tx}`);
  switch (message.op) {
    case 'query': {
      const { rows, fields, affectedRows } = await target.query(
        message.sql,
        message.params,
        queryOptions(message.options),
      );
      return { rows, fields, affectedRows };
    }
    case 'exec':
      return (await target.exec(message.sql)).map(({ rows, fields, affectedRows }) => ({
        rows,
        fields,
        affectedRows,
      }));
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  if (!db) return fail(message.id, new Error('the database did not open'));
  if (message.op === 'begin') return begin(message.id);
  if (message.op === 'commit' || message.op === 'rollback') {
    const entry = transactions.get(message.tx);
    if (!entry) return fail(message.id, new Error(`no open transaction ${message.tx}`));
    entry.endId = message.id;
    return message.op === 'commit' ? entry.commit() : entry.rollBack(rolledBack);
  }
  run(message).then(
    (result) => reply(message.id, result),
    (error) => fail(message.id, error),
  );
});
