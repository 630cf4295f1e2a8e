import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for reCAPTCHA's siteverify endpoint on loopback: this machine has
 * no internet, so the API's real HTTP call goes to a small server that gives
 * the provider's documented answers (https://developers.google.com/recaptcha/docs/verify):
 * `{success, challenge_ts, hostname}` for a good answer, `{success: false,
 * "error-codes": [...]}` otherwise; v3 answers add `score` and `action`.
 */

export interface SiteverifyRequest {
  method: string;
  contentType: string | undefined;
  form: Record<string, string>;
}

export interface Siteverify {
  url: string;
  /** Every POST received, in order. */
  requests: SiteverifyRequest[];
  close(): Promise<void>;
}

/** Answers the provider gives per response token; any other token is `invalid-input-response`. */
export const siteverifyTokens = {
  good: 'answer-solved',
  lowScore: 'answer-v3-low-score',
  highScore: 'answer-v3-high-score',
  /** The provider fails (HTTP 500). */
  outage: 'answer-provider-outage',
} as const;

export async function startSiteverify(secret: string): Promise<Siteverify> {
  const requests: SiteverifyRequest[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({ method: request.method ?? '', contentType: request.headers['content-type'], form });
      const send = (status: number, answer: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      };
      const solved = { challenge_ts: '2026-11-26T10:00:00Z', hostname: 'fr.localhost' };
      if (!form.secret) return send(200, { success: false, 'error-codes': ['missing-input-secret'] });
      if (form.secret !== secret) return send(200, { success: false, 'error-codes': ['invalid-input-secret'] });
      if (!form.response) return send(200, { success: false, 'error-codes': ['missing-input-response'] });
      switch (form.response) {
        case siteverifyTokens.good:
          return send(200, { success: true, ...solved });
        case siteverifyTokens.lowScore:
          return send(200, { success: true, score: 0.1, action: 'voucher', ...solved });
        case siteverifyTokens.highScore:
          return send(200, { success: true, score: 0.9, action: 'voucher', ...solved });
        case siteverifyTokens.outage:
          return send(500, { error: 'internal' });
        default:
          return send(200, { success: false, 'error-codes': ['invalid-input-response'] });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
