import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
}

/**
 * A tiny S3-compatible server (path-style PUT/GET/DELETE), standing in for the third-party store at its
 * network edge. It refuses unsigned requests and keeps what it was sent.
 */
export function startFakeS3(accessKeyId: string) {
  const objects = new Map<string, StoredObject>();
  const authorizations: string[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const auth = request.headers.authorization ?? '';
      if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) {
        response.writeHead(403, { 'content-type': 'application/xml' });
        response.end('<Error><Code>AccessDenied</Code><Message>unsigned</Message></Error>');
        return;
      }
      authorizations.push(auth);
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://fake').pathname);
      if (request.method === 'PUT') {
        objects.set(path, { body: await readBody(request), contentType: request.headers['content-type'] });
        response.writeHead(200, { etag: '"fake-etag"' });
        response.end();
      } else if (request.method === 'GET') {
        const object = objects.get(path);
        if (!object) {
          response.writeHead(404, { 'content-type': 'application/xml' });
          response.end('<Error><Code>NoSuchKey</Code><Message>no such key</Message></Error>');
          return;
        }
        response.writeHead(200, {
          'content-type': object.contentType ?? 'application/octet-stream',
          'content-length': object.body.length,
        });
        response.end(object.body);
      } else if (request.method === 'DELETE') {
        objects.delete(path);
        response.writeHead(204);
        response.end();
      } else {
        response.writeHead(405);
        response.end();
      }
    })();
  });
  return {
    objects,
    authorizations,
    /** Starts on a free port of 127.0.0.1 and answers the endpoint URL. */
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
