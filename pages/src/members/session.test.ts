import { describe, expect, it } from 'vitest';
import { fetchSession, toSessionAnswer } from './session.ts';
import { clientErrorAddress } from './shared/clientError.ts';

describe('decision 0037 GET /auth/session: who is signed in, never a token', () => {
  it('a signed-in answer keeps the client id, name, e-mail and verified state, and nothing else', () => {
    const answer = toSessionAnswer({
      signedIn: true,
      clientId: 'c1',
      name: 'Camille',
      email: 'c@example.com',
      emailVerified: true,
      accessToken: 'never-kept',
    });
    expect(answer).toEqual({
      signedIn: true,
      clientId: 'c1',
      name: 'Camille',
      email: 'c@example.com',
      emailVerified: true,
    });
  });

  it('anything else is signed out; resumeSignIn passes on (member §4 Route guard)', () => {
    expect(toSessionAnswer({ signedIn: true })).toEqual({ signedIn: false });
    expect(toSessionAnswer('nonsense')).toEqual({ signedIn: false });
    expect(toSessionAnswer({ signedIn: false, resumeSignIn: true })).toEqual({ signedIn: false, resumeSignIn: true });
  });

  it('decision 0043: signInFrame passes on (sign-in runs in the page frame); anything but true is no frame', () => {
    expect(toSessionAnswer({ signedIn: false, signInFrame: true })).toEqual({ signedIn: false, signInFrame: true });
    expect(toSessionAnswer({ signedIn: false, signInFrame: 'yes' })).toEqual({ signedIn: false });
  });

  it('the site failing or away counts as signed out: public pages never depend on the session', async () => {
    const failing = (async () => new Response('oops', { status: 500 })) as typeof fetch;
    const away = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(await fetchSession(failing)).toEqual({ signedIn: false });
    expect(await fetchSession(away)).toEqual({ signedIn: false });
  });

  it('asks without caching, with the same-origin cookies', async () => {
    let sent: RequestInit | undefined;
    const answering = (async (_url: string, init?: RequestInit) => {
      sent = init;
      return Response.json({ signedIn: false });
    }) as typeof fetch;
    await fetchSession(answering);
    expect(sent).toMatchObject({ cache: 'no-store', credentials: 'same-origin' });
  });
});

describe('member-and-shell.txt §7/§8: the account calls fail to /error-client with their code', () => {
  it("CLI-ACC-001 and CLI-ACC-002 as the fragment of the site's error-client page", () => {
    expect(clientErrorAddress('fr', 'fr', 'CLI-ACC-001')).toBe('/error-client#CLI-ACC-001');
    expect(clientErrorAddress('ch', 'de', 'CLI-ACC-002')).toBe('/de/error-client#CLI-ACC-002');
  });
});
