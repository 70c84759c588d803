import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { headerNames, httpStatusOf, type ResultCode } from '@casino/contract';
import { localeFromHeader, type Locale } from '@casino/rules';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from '../lib/envelope';
import { translate } from '../i18n';
import type { RouteIndex } from './route-index';

interface ClientError extends Error {
  code?: string;
  /** The bytes Node's parser was reading when it gave up (a Buffer, whatever Fastify's types say). */
  rawPacket?: unknown;
}

interface RequestHead {
  method?: string;
  path?: string;
  locale: Locale;
}

interface Outcome {
  status: number;
  code: ResultCode;
  allow?: string;
}

// The head of a request Node refused: enough to find the path (for Allow) and the message language.
function readHead(rawPacket: unknown): RequestHead {
  const text = Buffer.isBuffer(rawPacket) ? rawPacket.subarray(0, 16_384).toString('latin1') : '';
  const [requestLine = '', ...headerLines] = text.split('\r\n');
  const parts = requestLine.split(' ');
  const wellFormed = parts.length === 3 && /^HTTP\/1\.[01]$/.test(parts[2] ?? '');
  const prefix = `${headerNames.language}:`;
  const language = headerLines.find((line) => line.toLowerCase().startsWith(prefix));
  return {
    method: wellFormed ? parts[0] : undefined,
    path: wellFormed ? parts[1]?.split('?')[0] : undefined,
    locale: localeFromHeader(language?.slice(prefix.length).trim()),
  };
}

function outcomeOf(error: ClientError, head: RequestHead, routes: RouteIndex): Outcome {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, code: 'request_headers_too_large' };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, code: 'payload_too_large' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, code: 'request_timeout' };
    case 'HPE_INVALID_METHOD': {
      if (!head.path) return { status: 400, code: 'bad_request' };
      const allowed = routes.allowedMethods(head.path);
      if (allowed.length === 0) return { status: 404, code: 'not_found' };
      return { status: 405, code: 'method_not_allowed', allow: allowed.join(', ') };
    }
    default:
      return { status: 400, code: 'bad_request' };
  }
}

function rawResponse(outcome: Outcome, locale: Locale): string {
  const body = JSON.stringify(errorEnvelope(outcome.code, translate(locale, outcome.code)));
  const lines = [
    `HTTP/1.1 ${outcome.status} ${STATUS_CODES[outcome.status] ?? ''}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    ...(outcome.allow ? [`Allow: ${outcome.allow}`] : []),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Node answers some requests itself, before Fastify routes them (a method its parser does not know,
 * headers or a URL past maxHeaderSize, a malformed request line, a slow client), with a bare body of
 * its own. This connection-level handler answers them in the envelope instead.
 */
export function createClientErrorHandler(routes: RouteIndex) {
  return function onClientError(this: FastifyInstance, error: ClientError, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const head = readHead(error.rawPacket);
    const outcome = outcomeOf(error, head, routes);
    this.log.info({ code: error.code, status: outcome.status }, 'client error');
    // Like Node: write only when no response of this connection has started going out.
    const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (socket.writable && !inFlight?.headersSent) socket.write(rawResponse(outcome, head.locale));
    socket.destroy();
  };
}

/** Errors Fastify raises before routing (a URL that does not decode), answered in the envelope. */
export function onFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const language = request.headers[headerNames.language];
  const locale = localeFromHeader(typeof language === 'string' ? language : undefined);
  const code: ResultCode = (error.statusCode ?? 400) < 500 ? 'bad_request' : 'internal_error';
  request.log.info({ code: error.code }, 'request refused before routing');
  void reply.code(httpStatusOf(code)).send(errorEnvelope(code, translate(locale, code)));
}
