/**
 * The measured stack: the site's production build, the demo API on a throw-away database and the
 * site's production server, all on loopback. Everything started here is stopped by `stopAll`,
 * which run.ts also calls on Ctrl+C, SIGTERM and any failure, so no server outlives the bench.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = new URL('../../', import.meta.url).pathname;
export const siteDir = join(root, 'apps/site');
export const clientAssetsDir = join(siteDir, 'build/client/assets');

const children = new Set<ChildProcess>();

/** A port the system says is free right now (bound to 0 and released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface Started {
  name: string;
  child: ChildProcess;
  /** The process's last output lines, to explain a failure. */
  output: () => string;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<string>;
}

/** Starts the real Node binary (not the .bin wrapper), so a signal reaches the server itself. */
export function start(name: string, args: string[], cwd: string, env: Record<string, string>): Started {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<string>((resolve) =>
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve(String(signal ?? code));
    }),
  );
  return { name, child, output: () => lines.join('\n'), exited };
}

/** Stops one started process: SIGTERM, then SIGKILL if it is still there after 3 s. */
export async function stop(started: Started): Promise<void> {
  if (started.child.exitCode !== null || started.child.signalCode !== null) return;
  started.child.kill('SIGTERM');
  const timer = setTimeout(() => started.child.kill('SIGKILL'), 3000);
  await started.exited;
  clearTimeout(timer);
}

/** Stops every process this module started, by its own id (never by name). */
export function stopAll(): void {
  for (const child of children) child.kill('SIGKILL');
  children.clear();
}

export async function waitForHealth(url: string, started: Started, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`${started.name} exited:\n${started.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${started.name}: ${url} did not answer within ${timeoutMs / 1000} s\n${started.output()}`);
}

/**
 * Always builds: the figures then belong to the tree being measured, never to a build left by an
 * older checkout (a build takes about 20 s here). Source maps are written hidden (no
 * sourceMappingURL comment, so the scripts are byte for byte what a plain build ships) and moved
 * out of the served folder at once: the dependency report reads them, visitors never can.
 */
export async function buildSite(): Promise<{ mapsDir: string; seconds: number }> {
  const started = Date.now();
  const build = spawn('sh', ['scripts/pnpm.sh', '--filter', '@marquee/site', 'build', '--sourcemapClient', 'hidden'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(build);
  const output: string[] = [];
  build.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  build.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => build.on('exit', resolve));
  children.delete(build);
  if (code !== 0) throw new Error(`the site build failed (${code}):\n${output.join('').slice(-4000)}`);
  const mapsDir = join(tmpdir(), `marquee-bench-maps-${process.pid}`);
  rmSync(mapsDir, { recursive: true, force: true });
  mkdirSync(mapsDir, { recursive: true });
  for (const file of readdirSync(clientAssetsDir)) {
    if (file.endsWith('.map')) renameSync(join(clientAssetsDir, file), join(mapsDir, file));
  }
  return { mapsDir, seconds: (Date.now() - started) / 1000 };
}

export interface Stack {
  apiPort: number;
  sitePort: number;
  api: Started;
  site: Started;
}

/** The demo API on an in-memory database, then the production site server talking to `apiUrl`. */
export async function startApi(): Promise<{ api: Started; apiPort: number }> {
  const apiPort = await freePort();
  const api = start('api', ['apps/api/src/server.ts'], root, { API_PORT: String(apiPort), PGLITE_DATA_DIR: 'memory' });
  await waitForHealth(`http://127.0.0.1:${apiPort}/healthz`, api);
  return { api, apiPort };
}

/**
 * The site as production runs it: NODE_ENV=production, so React renders with its production
 * build (server.ts defaults to it; said here too so the bench never measures a development build).
 */
/** Production refuses the development session secret (decision 0037); nobody signs in here. */
export const benchSessionSecret = 'bench-session-secret-not-a-real-one-0123456789';

export async function startSite(apiUrl: string): Promise<{ site: Started; sitePort: number }> {
  const sitePort = await freePort();
  const site = start('site', ['server.ts'], siteDir, {
    PORT: String(sitePort),
    HOST: '127.0.0.1',
    API_URL: apiUrl,
    NODE_ENV: 'production',
    SESSION_SECRET: benchSessionSecret,
  });
  await waitForHealth(`http://127.0.0.1:${sitePort}/healthz`, site);
  return { site, sitePort };
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux; null elsewhere). */
export function cpuSeconds(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticksPerSecond = 100;
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return null;
  }
}
