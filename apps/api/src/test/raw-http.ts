import { connect } from 'node:net';

export interface RawResponse {
  /** NaN when the server closed the connection without an answer. */
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Writes bytes on a plain socket (what no HTTP client would send) and reads the answer until the server
 * closes. A reset after the answer (the server stops reading a request it refused) keeps the answer.
 */
export function rawRequest(port: number, bytes: string): Promise<RawResponse> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const separator = text.indexOf('\r\n\r\n');
      const head = separator === -1 ? text : text.slice(0, separator);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      const body = separator === -1 ? '' : text.slice(separator + 4);
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}
