/*
 * The demo live-chat widget (decision 0056): a stand-in for the chat service's deployment script
 * (member-and-shell.txt §1, §3 Settings agentforce), served by the reference API. The site loads it
 * with the visitor's consent to help tools, where the chat desk is on and the chat is offered,
 * under the page's CSP nonce. It adds a launcher (a button in the page's language) that opens a
 * small panel; no message leaves the page. The help centre's chat entry sends `marquee:chat-open`:
 * the widget opens and cancels it (decision 0051).
 */
(function () {
  'use strict';
  var id = 'marquee-demo-chat';
  if (document.getElementById(id)) return;
  var texts = {
    fr: {
      region: 'Chat en direct',
      open: 'Discuter avec un conseiller',
      title: 'Chat en direct',
      welcome: 'Bonjour ! Un conseiller va vous répondre ici. (Démonstration : aucun message n’est envoyé.)',
      message: 'Votre message',
      send: 'Envoyer',
      answer: 'Merci, un conseiller vous répond dans un instant.',
      close: 'Fermer le chat',
    },
    en: {
      region: 'Live chat',
      open: 'Chat with an adviser',
      title: 'Live chat',
      welcome: 'Hello! An adviser will answer you here. (Demo: no message is sent.)',
      message: 'Your message',
      send: 'Send',
      answer: 'Thank you, an adviser will answer in a moment.',
      close: 'Close the chat',
    },
    de: {
      region: 'Live-Chat',
      open: 'Mit dem Kundendienst chatten',
      title: 'Live-Chat',
      welcome: 'Guten Tag! Unser Kundendienst antwortet Ihnen hier. (Demo: Es wird keine Nachricht gesendet.)',
      message: 'Ihre Nachricht',
      send: 'Senden',
      answer: 'Danke, unser Kundendienst antwortet Ihnen gleich.',
      close: 'Chat schließen',
    },
    nl: {
      region: 'Livechat',
      open: 'Chat met een medewerker',
      title: 'Livechat',
      welcome: 'Hallo! Een medewerker beantwoordt je vraag hier. (Demo: er wordt geen bericht verstuurd.)',
      message: 'Je bericht',
      send: 'Versturen',
      answer: 'Bedankt, een medewerker antwoordt zo.',
      close: 'Chat sluiten',
    },
  };
  var nonce = document.currentScript ? document.currentScript.nonce : '';
  var language = (document.documentElement.lang || 'en').slice(0, 2).toLowerCase();
  var t = texts[language] || texts.en;

  /* The shared dock and element builder (dock.js, served ahead of this script). */
  var shared = window.marqueeDemoWidgets;
  var dock = function () {
    return shared.dock(nonce);
  };
  var make = shared.make;

  var panelId = id + '-panel';
  var launcher = make('button', {
    type: 'button',
    class: 'launcher',
    title: t.open,
    'aria-expanded': 'false',
    'aria-controls': panelId,
  });
  launcher.innerHTML =
    '<svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24"><path fill="currentColor" d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z"/></svg>';
  launcher.append(make('span', { class: 'label' }, [t.open]));
  var heading = make('h2', { id: id + '-title', tabindex: '-1' }, [t.title]);
  var log = make('div', { role: 'log', 'aria-live': 'polite' }, [make('p', {}, [t.welcome])]);
  var input = make('input', { id: id + '-message', type: 'text', autocomplete: 'off' });
  var form = make('form', {}, [
    make('label', { for: id + '-message' }, [t.message]),
    input,
    make('div', { class: 'actions' }, [
      make('button', { type: 'submit' }, [t.send]),
      make('button', { type: 'button', class: 'secondary', 'data-close': '' }, [t.close]),
    ]),
  ]);
  var panel = make('section', { id: panelId, 'aria-labelledby': id + '-title', hidden: '' }, [heading, log, form]);
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
    var text = input.value.trim();
    if (!text) return;
    log.append(make('p', {}, [text]), make('p', {}, [t.answer]));
    input.value = '';
  });
  /* The help centre's "start the chat" (decision 0051): opened here, so the page knows it was. */
  window.addEventListener('marquee:chat-open', function (event) {
    event.preventDefault();
    open();
  });
})();
