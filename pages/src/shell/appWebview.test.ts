import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { defaultLayout, errorPageLayout, layoutOf } from '../page.ts';
import { appBootScript, isAppWebviewCookie } from './appWebview.ts';

/** Runs the document's boot script against a window holding the given bridge. */
function boot(window: Record<string, unknown>) {
  runInNewContext(appBootScript, { window, JSON });
}

describe('member-and-shell.txt §1 app webview: native messages (activeUL true at boot)', () => {
  it('posts {"activeUL":true} once to a React Native app, as the JSON string its bridge takes', () => {
    const posted: unknown[] = [];
    boot({ ReactNativeWebView: { postMessage: (message: unknown) => posted.push(message) } });
    expect(posted).toEqual(['{"activeUL":true}']);
  });

  it('posts the object to a native iOS app’s webkit.messageHandlers.nativeApp', () => {
    const posted: unknown[] = [];
    boot({ webkit: { messageHandlers: { nativeApp: { postMessage: (message: unknown) => posted.push(message) } } } });
    expect(posted).toEqual([{ activeUL: true }]);
  });

  it('sends through one bridge only, and does nothing without one', () => {
    const posted: unknown[] = [];
    const postMessage = (message: unknown) => posted.push(message);
    boot({ ReactNativeWebView: { postMessage }, webkit: { messageHandlers: { nativeApp: { postMessage } } } });
    expect(posted).toHaveLength(1);
    expect(() => boot({})).not.toThrow();
  });
});

describe('member-and-shell.txt §1 app webview: reduced chrome (decision 0051)', () => {
  const page = { kind: 'Movies.Home', language: 'fr', params: {} } as const;

  it('the app’s cookie drops the header and the footer, keeps the rest', () => {
    expect(layoutOf(defaultLayout, { appWebview: true, target: page })).toEqual({
      ...defaultLayout,
      header: 'hidden',
      footer: false,
    });
    expect(layoutOf(defaultLayout, { appWebview: false, target: page })).toEqual(defaultLayout);
    expect(isAppWebviewCookie('1')).toBe(true);
    expect(isAppWebviewCookie('0')).toBe(false);
    expect(isAppWebviewCookie(undefined)).toBe(false);
  });

  it('catalogue.txt §2: a help page under /m has no header or footer, an error page in the app neither', () => {
    const help = { kind: 'Faq.Home', language: 'fr', params: {}, webview: true } as const;
    expect(layoutOf(defaultLayout, { target: help })).toMatchObject({ header: 'hidden', footer: false });
    expect(layoutOf(errorPageLayout, { appWebview: true, target: page })).toMatchObject({
      header: 'hidden',
      footer: false,
    });
  });
});
