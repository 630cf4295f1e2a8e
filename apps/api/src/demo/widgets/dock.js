/*
 * What the two demo widgets share (decision 0056): their dock, bottom right, and a small element
 * builder. The API serves this ahead of each widget's own script, so each served file stays one
 * self-contained classic script, and whichever runs first defines it for the other.
 */
window.marqueeDemoWidgets =
  window.marqueeDemoWidgets ||
  (function () {
    'use strict';
    /*
     * The dock both demo widgets share, bottom right: round launchers of a finger's size, their name
     * spoken and shown on hover, so they cover as little of the page as a chat bubble does.
     */
    function dock(nonce) {
      var existing = document.getElementById('marquee-demo-widgets');
      if (existing) return existing;
      var style = document.createElement('style');
      style.nonce = nonce;
      style.textContent =
        '#marquee-demo-widgets{position:fixed;right:1rem;bottom:1rem;z-index:350;display:flex;flex-direction:column-reverse;align-items:flex-end;gap:.5rem;font:1rem/1.4 system-ui,sans-serif;color:#1f1f1f}' +
        '#marquee-demo-widgets aside{display:flex;flex-direction:column-reverse;align-items:flex-end;gap:.5rem}' +
        '#marquee-demo-widgets button{font:inherit;cursor:pointer;border-radius:1.5rem;padding:.5rem 1rem;border:2px solid #1f1f1f;background:#1f1f1f;color:#fff}' +
        '#marquee-demo-widgets button.secondary{background:#fff;color:#1f1f1f}' +
        '#marquee-demo-widgets button.launcher{width:3rem;height:3rem;padding:0;border-radius:50%;display:grid;place-items:center;box-shadow:0 .125rem .5rem rgba(0,0,0,.35)}' +
        '#marquee-demo-widgets .label{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}' +
        '#marquee-demo-widgets :focus-visible{outline:3px solid #1f1f1f;outline-offset:3px;box-shadow:0 0 0 3px #fff}' +
        '#marquee-demo-widgets section{width:20rem;max-width:calc(100vw - 2rem);background:#fff;border:1px solid #767676;border-radius:.5rem;padding:1rem;max-height:calc(100vh - 8rem);overflow:auto;box-shadow:0 .25rem 1rem rgba(0,0,0,.25)}' +
        '#marquee-demo-widgets section[hidden]{display:none}' +
        '#marquee-demo-widgets h2{font-size:1.125rem;margin:0 0 .5rem}' +
        '#marquee-demo-widgets p{margin:0 0 .5rem}' +
        '#marquee-demo-widgets label{display:block;margin:.5rem 0 .25rem}' +
        '#marquee-demo-widgets input,#marquee-demo-widgets textarea{font:inherit;box-sizing:border-box;width:100%;padding:.375rem;border:1px solid #767676;border-radius:.25rem;color:#1f1f1f;background:#fff}' +
        '#marquee-demo-widgets fieldset{border:0;margin:0;padding:0}' +
        '#marquee-demo-widgets legend{font-weight:600;padding:0;margin-bottom:.25rem}' +
        '#marquee-demo-widgets label.choice{display:inline;margin:0}' +
        '#marquee-demo-widgets input[type=radio]{width:auto;margin:.25rem .25rem .25rem 0}' +
        '#marquee-demo-widgets .actions{display:flex;gap:.5rem;margin-top:.75rem;flex-wrap:wrap}';
      document.head.append(style);
      var element = document.createElement('div');
      element.id = 'marquee-demo-widgets';
      document.body.append(element);
      return element;
    }

    function make(tag, props, children) {
      var element = document.createElement(tag);
      for (var name in props) element.setAttribute(name, props[name]);
      for (var index = 0; index < (children || []).length; index += 1) element.append(children[index]);
      return element;
    }
    return { dock: dock, make: make };
  })();
