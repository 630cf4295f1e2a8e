/*
 * The demo's stand-in of reCAPTCHA v3's script (decision 0059), served by the reference API so the
 * voucher and gift-card checks run their real path on one machine: the site loads it on demand
 * with the settings' site key (`?render=<key>`) under the page's CSP nonce, then asks
 * `grecaptcha.ready(callback)` and `grecaptcha.execute(siteKey, {action})` for a token per check.
 * The token is the development one, which the API accepts only in development (API_DEV_CAPTCHA=1,
 * decision 0031). Like the real script, `execute` refuses a key other than the one it was loaded
 * with, and an action outside letters, digits, underscores and slashes. Nothing is shown.
 */
(function () {
  'use strict';
  if (window.grecaptcha && window.grecaptcha.execute) return;
  var script = document.currentScript;
  var rendered = script && script.src ? new URL(script.src, location.href).searchParams.get('render') : null;
  var developmentToken = 'marquee-dev-captcha';
  window.grecaptcha = {
    ready: function (callback) {
      setTimeout(callback, 0);
    },
    execute: function (siteKey, options) {
      return new Promise(function (resolve, reject) {
        if (!rendered || siteKey !== rendered) {
          reject(new Error('Invalid site key or not loaded in api.js: ' + siteKey));
          return;
        }
        var action = options && options.action;
        if (action !== undefined && !/^[A-Za-z0-9_/]+$/.test(action)) {
          reject(new Error('Invalid action: ' + action));
          return;
        }
        resolve(developmentToken);
      });
    },
  };
})();
