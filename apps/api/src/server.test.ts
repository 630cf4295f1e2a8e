import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 22 "Operations", graceful shutdown, on the real process: `node src/server.ts` on a free
 * port over an in-memory PGlite. A request is held in flight by its body (the server has answered
 * `100 Continue`, so it is being handled), SIGTERM arrives, and then: new connections are refused,
 * the held request still completes with 200, and the process exits 0.
 */

const serverFile = fileURLToPath(new URL('./server.ts', import.meta.url));
let child: ChildProcess;
const lines: Record<string, unknown>[] = [];
let port = 0;

/** Resolves with the first log line `match` accepts (already written, or the next ones). */
function logLine(match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
  const seen = lines.find(match);
  if (seen) return Promise.resolve(seen);
  return new Promise((resolve) => {
    const check = () => {
      const line = lines.find(match);
      if (line) {
        child.stdout?.off('data', check);
        resolve(line);
      }
    };
    child.stdout?.on('data', check);
  });
}

beforeAll(async () => {
  child = spawn(process.execPath, [serverFile], {
    env: {
      ...process.env,
      API_PORT: '0',
      PGLITE_DATA_DIR: 'memory',
      // Nothing to seed: the held request needs no catalogue.
      DEMO_DATA: '0',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      API_DEV_AUTH: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const reader = createInterface({ input: child.stdout! });
  // Lines are parsed before the raw 'data' listeners in logLine look for them.
  reader.on('line', (text) => lines.push(JSON.parse(text) as Record<string, unknown>));
  const listening = await logLine((line) => typeof line.port === 'number');
  port = listening.port as number;
});

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
});

/** Resolves with what the socket received once `pattern` appears in it. */
function received(socket: Socket, pattern: RegExp): Promise<string> {
  let text = '';
  return new Promise((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (pattern.test(text)) resolve(text);
    });
    socket.on('error', reject);
  });
}

describe('graceful shutdown (issue 22 Operations)', () => {
  it('on SIGTERM refuses new connections, finishes the request in flight with 200, then exits 0', async () => {
    const body = JSON.stringify({ showSlugs: [] });
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    const continued = received(socket, /100 Continue\r\n\r\n/);
    socket.write(
      [
        'POST /api/client/member-1/shows HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        'Authorization: Bearer dev:member-1',
        'X-Marquee-Site: fr',
        'Content-Type: application/json',
        `Content-Length: ${body.length}`,
        'Expect: 100-continue',
        '',
        '',
      ].join('\r\n'),
    );
    await continued;

    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await logLine((line) => line.signal === 'SIGTERM');

    const refused = await new Promise<string>((resolve) => {
      const late = connect(port, '127.0.0.1');
      late.on('connect', () => resolve('connected'));
      late.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');

    // The answer is a JSON list: complete once its closing bracket arrives.
    const answered = received(socket, /\r\n\r\n[\s\S]*\]/);
    socket.write(body);
    const answer = await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    socket.destroy();

    const [code] = await exited;
    expect(code).toBe(0);
    expect(lines.map((line) => line.msg)).toContain('stopped');
  });
});
