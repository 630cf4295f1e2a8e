/*
 * The demo customer-feedback widget (decision 0056): a stand-in for the chain's satisfaction
 * survey script (member-and-shell.txt §1), served by the reference API. The site loads it with the
 * visitor's consent to help tools, under the page's CSP nonce. It adds a launcher (a button in the
 * page's language) that opens a short form; the answer stays in the page (nothing is sent).
 */
(function () {
  'use strict';
  var id = 'marquee-demo-feedback';
  if (document.getElementById(id)) return;
  var texts = {
    fr: {
      region: 'Votre avis',
      open: 'Donner mon avis',
      title: 'Votre avis compte',
      rating: 'Comment s’est passée votre visite ?',
      ratings: ['Bien', 'Moyen', 'Pas bien'],
      comment: 'Un commentaire (facultatif)',
      send: 'Envoyer',
      close: 'Fermer',
      thanks: 'Merci pour votre avis ! (Démonstration : rien n’est envoyé.)',
    },
    en: {
      region: 'Your feedback',
      open: 'Give feedback',
      title: 'Your feedback counts',
      rating: 'How was your visit?',
      ratings: ['Good', 'Fair', 'Poor'],
      comment: 'A comment (optional)',
      send: 'Send',
      close: 'Close',
      thanks: 'Thank you for your feedback! (Demo: nothing is sent.)',
    },
    de: {
      region: 'Ihre Meinung',
      open: 'Feedback geben',
      title: 'Ihre Meinung zählt',
      rating: 'Wie war Ihr Besuch?',
      ratings: ['Gut', 'Mittel', 'Nicht gut'],
      comment: 'Ein Kommentar (optional)',
      send: 'Senden',
      close: 'Schließen',
      thanks: 'Danke für Ihr Feedback! (Demo: Es wird nichts gesendet.)',
    },
    nl: {
      region: 'Jouw mening',
      open: 'Geef je mening',
      title: 'Jouw mening telt',
      rating: 'Hoe was je bezoek?',
      ratings: ['Goed', 'Gaat wel', 'Niet goed'],
      comment: 'Een opmerking (optioneel)',
      send: 'Versturen',
      close: 'Sluiten',
      thanks: 'Bedankt voor je mening! (Demo: er wordt niets verstuurd.)',
    },
  };
  var nonce = document.currentScript ? document.currentScript.nonce : '';
  var language = (document.documentElement.lang || 'en').slice(0, 2).toLowerCase();
  var t = texts[language] || texts.en;

  /*
   * The dock both demo widgets share, bottom right: round launchers of a finger's size, their name
   * spoken and shown on hover, so they cover as little of the page as a chat bubble does.
   */
  function dock() {
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

  var panelId = id + '-panel';
  var launcher = make('button', {
    type: 'button',
    class: 'launcher',
    title: t.open,
    'aria-expanded': 'false',
    'aria-controls': panelId,
  });
  launcher.innerHTML =
    '<svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24"><path fill="currentColor" d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1Z"/></svg>';
  launcher.append(make('span', { class: 'label' }, [t.open]));
  var heading = make('h2', { id: id + '-title', tabindex: '-1' }, [t.title]);
  var choices = t.ratings.map(function (label, index) {
    var choiceId = id + '-rating-' + index;
    return make('div', {}, [
      make('input', { type: 'radio', name: id + '-rating', id: choiceId, value: String(3 - index) }),
      make('label', { for: choiceId, class: 'choice' }, [' ' + label]),
    ]);
  });
  var status = make('p', { role: 'status' });
  var form = make('form', {}, [
    make('fieldset', {}, [make('legend', {}, [t.rating])].concat(choices)),
    make('label', { for: id + '-comment' }, [t.comment]),
    make('textarea', { id: id + '-comment', rows: '3' }),
    make('div', { class: 'actions' }, [
      make('button', { type: 'submit' }, [t.send]),
      make('button', { type: 'button', class: 'secondary', 'data-close': '' }, [t.close]),
    ]),
  ]);
  var panel = make('section', { id: panelId, 'aria-labelledby': id + '-title', hidden: '' }, [heading, form, status]);
  var region = make('aside', { id: id, 'aria-label': t.region }, [launcher, panel]);
  dock().append(region);

  function open() {
    panel.hidden = false;
    launcher.setAttribute('aria-expanded', 'true');
    heading.focus();
  }
  function close() {
    panel.hidden = true;
    launcher.setAttribute('aria-expanded', 'false');
    launcher.focus();
  }
  launcher.addEventListener('click', function () {
    if (panel.hidden) open();
    else close();
  });
  panel.querySelector('[data-close]').addEventListener('click', close);
  region.addEventListener('keydown', function (event) {
    if (event.key === 'Escape' && !panel.hidden) close();
  });
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    form.hidden = true;
    status.textContent = t.thanks;
  });
})();
