/**
 * Load on loopback with autocannon, bounded in time (`seconds`) and in connections: requests per
 * second, latency p50/p99, errors and non-2xx answers. Requests ask for gzip, as every browser
 * does, so the server pays for compressing what it sends.
 */
import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  url: string;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  /** Requests with no answer: connection errors and timeouts (autocannon counts both). */
  errors: number;
  /** What the errors were (ECONNRESET, a timeout, ...). */
  errorCodes: Record<string, number>;
  non2xx: number;
  statusCodes: Record<string, number>;
}

export interface LoadTarget {
  label: string;
  /** `http://{site}.localhost:{port}/path`: sent to 127.0.0.1 with the name in the Host header. */
  url: string;
  headers?: Record<string, string>;
}

export async function loadRun(target: LoadTarget, connections: number, seconds: number): Promise<LoadResult> {
  const url = new URL(target.url);
  const errorCodes: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${url.port}${url.pathname}${url.search}`,
        headers: { host: url.host, 'accept-encoding': 'gzip', ...target.headers },
        connections,
        duration: seconds,
        // A request with no answer in 10 s counts as an error instead of holding its connection.
        timeout: 10,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('reqError', (error: Error & { code?: string }) => {
      const code = error.code ?? error.message;
      errorCodes[code] = (errorCodes[code] ?? 0) + 1;
    });
  });
  return {
    label: target.label,
    url: target.url,
    connections,
    seconds,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    errorCodes,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
    ),
  };
}
