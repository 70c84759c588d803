// A client in a process of its own, run with plain `node` by the race tests: it reads a plan of HTTP
// requests on stdin, signs the provider's wallet calls the way a game provider does (HMAC-SHA256 of the
// exact body bytes, docs/provider-protocol.md), sends them all at once over real HTTP and writes
// every answer, in the plan's order, as JSON on stdout.
//
// Plan: { "baseUrl": "http://127.0.0.1:PORT", "requests": [{ "method": "POST", "path": "/provider/v1/bet",
//   "body": {...}, "headers": {...}, "sign": true }] }; the provider's code and secret come from the
// environment (PROVIDER_CODE, PROVIDER_SECRET), never from the plan.
import { createHmac } from 'node:crypto';

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

function prepare(plan, request) {
  const headers = { ...(request.headers ?? {}) };
  let raw;
  if (request.body !== undefined) {
    raw = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
    headers['content-type'] ??= 'application/json';
  }
  if (request.sign) {
    headers['x-provider'] = process.env.PROVIDER_CODE ?? '';
    headers['x-signature'] = createHmac('sha256', process.env.PROVIDER_SECRET ?? '')
      .update(raw ?? '')
      .digest('hex');
  }
  return {
    url: `${plan.baseUrl}${request.path}`,
    init: { method: request.method ?? 'POST', headers, body: raw },
  };
}

async function send({ url, init }) {
  try {
    const response = await fetch(url, init);
    const text = await response.text();
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: response.status, body };
  } catch (error) {
    return { status: 0, body: String(error) };
  }
}

const plan = await readStdin();
// Every body is serialised and signed first, so the requests leave together.
const prepared = plan.requests.map((request) => prepare(plan, request));
const answers = await Promise.all(prepared.map(send));
process.stdout.write(JSON.stringify(answers));
