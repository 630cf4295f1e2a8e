/**
 * The app-webview mode (member-and-shell.txt §1: "The site also runs inside the provider's mobile
 * app webview, where it shows reduced chrome and sends native messages (activeUL true at boot).
 * Other message content is not shown."). How the site knows it is in the app and how it reaches
 * the app are not shown: docs/decisions/0051-help-centre-and-app-webview.md.
 */

/**
 * The cookie the app puts in its webview's cookie store (value `1`). A cookie, not a user-agent
 * token or a query: the page's HTML already varies by Cookie, and every page of the visit keeps it.
 */
export const appWebviewCookie = 'app-webview';

/** Whether a cookie value turns the mode on. */
export const isAppWebviewCookie = (value: string | undefined | null): boolean => value === '1';

/** The messages the site sends the app when a document boots (member §1: activeUL true). */
export const appBootMessages: readonly Readonly<Record<string, unknown>>[] = [{ activeUL: true }];

/**
 * The message handler name a native iOS app registers (`webkit.messageHandlers.nativeApp`); a React
 * Native app's `window.ReactNativeWebView` is asked first.
 */
export const webkitHandlerName = 'nativeApp';

/**
 * The document head's inline script in the mode (with the page's nonce): at boot, before any
 * module, each message goes to the bridge the app exposes — React Native's `postMessage` takes a
 * string (JSON), WebKit's handler an object. Without a bridge (a browser given the cookie) it does
 * nothing. Runs once per document: client navigations are not a boot.
 */
export const appBootScript =
  '(function(w,m){var r=w.ReactNativeWebView,k=w.webkit&&w.webkit.messageHandlers&&w.webkit.messageHandlers[' +
  JSON.stringify(webkitHandlerName) +
  '];m.forEach(function(x){' +
  "if(r&&typeof r.postMessage==='function')r.postMessage(JSON.stringify(x));" +
  "else if(k&&typeof k.postMessage==='function')k.postMessage(x)})})(window," +
  JSON.stringify(appBootMessages) +
  ');';
