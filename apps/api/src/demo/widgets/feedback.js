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
