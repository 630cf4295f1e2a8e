import { describe, expect, it } from 'vitest';
import { clientErrorOf } from './clientError.ts';

describe('member-and-shell.txt §8 client error codes in the /error-client fragment', () => {
  it('names CLI-ACC-001 (account load failed) and CLI-ACC-002 (favourite cinemas load failed)', () => {
    expect(clientErrorOf('#CLI-ACC-001', '')).toEqual({ type: 'client', code: 'CLI-ACC-001', kind: 'account' });
    expect(clientErrorOf('#CLI-ACC-002', '')).toEqual({
      type: 'client',
      code: 'CLI-ACC-002',
      kind: 'favouriteCinemas',
    });
  });

  it('keeps another code as is, read case-insensitively and URL-decoded', () => {
    expect(clientErrorOf('#cli-acc-009', '')).toEqual({ type: 'client', code: 'CLI-ACC-009', kind: 'other' });
    expect(clientErrorOf('#%43LI-ACC-001', '')).toEqual({ type: 'client', code: 'CLI-ACC-001', kind: 'account' });
  });

  it('ignores a fragment that is no code', () => {
    expect(clientErrorOf('#top', '')).toEqual({ type: 'status', status: 404 });
    expect(clientErrorOf('#<script>', '')).toEqual({ type: 'status', status: 404 });
  });
});

describe('member-and-shell.txt §2 Error page: errorCode query parameter, default 404; 410 when a show is gone', () => {
  it('defaults to 404', () => {
    expect(clientErrorOf('', '')).toEqual({ type: 'status', status: 404 });
    expect(clientErrorOf('', '?errorCode=500')).toEqual({ type: 'status', status: 404 });
  });

  it('reads 410', () => {
    expect(clientErrorOf('', '?errorCode=410')).toEqual({ type: 'status', status: 410 });
  });

  it('lets a client code in the fragment win over the query', () => {
    expect(clientErrorOf('#CLI-ACC-001', '?errorCode=410')).toMatchObject({ type: 'client', code: 'CLI-ACC-001' });
  });
});
