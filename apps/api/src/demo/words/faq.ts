import { sites, type Language, type SiteCode } from '@marquee/data';
import type { Localized } from '../../db/schema.ts';
import { localized } from '../text.ts';
import { bullets, paragraphs, penFor, steps, type Pen } from './pen.ts';

/**
 * The help centre's words (issue 20: "Question 1 sur online reservation : comment faire ?"): each
 * country's tiles (member-and-shell.txt §2 Footer, help-centre landing) under their own title, and
 * three real questions per topic with a short answer (the teaser, shown in the footer's FAQ) and a
 * full answer with its steps, lists and links. Tiles that name the same subject in different
 * countries (online reservation, tickets) share one topic.
 */
export type FaqTopic = 'booking' | 'programme' | 'subscription' | 'loyalty' | 'home' | 'account' | 'visit' | 'vouchers';

const tiles: Record<string, { topic: FaqTopic; title: Localized }> = {
  'online-reservation': {
    topic: 'booking',
    title: localized('Réservation en ligne', 'Online booking', 'Online-Reservierung', 'Online reserveren'),
  },
  'online-reservations': {
    topic: 'booking',
    title: localized('Réservations en ligne', 'Online bookings', 'Online-Reservierungen', 'Online reservaties'),
  },
  tickets: { topic: 'booking', title: localized('Billets', 'Tickets', 'Tickets', 'Tickets') },
  programming: { topic: 'programme', title: localized('Programmation', 'What’s on', 'Programm', 'Programmering') },
  'film-information': {
    topic: 'programme',
    title: localized('Infos films', 'Film information', 'Filminfos', 'Filminformatie'),
  },
  subscription: { topic: 'subscription', title: localized('Abonnement', 'Subscription', 'Abo', 'Abonnement') },
  'club-subscriptions': {
    topic: 'subscription',
    title: localized('Abonnements Club', 'Club subscriptions', 'Club-Abos', 'Club-abonnementen'),
  },
  star: { topic: 'loyalty', title: localized('Programme Star', 'Star programme', 'Star-Programm', 'Star-programma') },
  home: { topic: 'home', title: localized('Marquee Home', 'Marquee Home', 'Marquee Home', 'Marquee Home') },
  'home-viewing': {
    topic: 'home',
    title: localized('Films à la maison', 'Home viewing', 'Filme zu Hause', 'Thuis kijken'),
  },
  'your-account': { topic: 'account', title: localized('Votre compte', 'Your account', 'Ihr Konto', 'Jouw account') },
  'cinema-experience': {
    topic: 'visit',
    title: localized('L’expérience cinéma', 'The cinema experience', 'Das Kinoerlebnis', 'De bioscoopbeleving'),
  },
  'your-cinema-visit': {
    topic: 'visit',
    title: localized('Votre séance', 'Your cinema visit', 'Ihr Kinobesuch', 'Jouw bioscoopbezoek'),
  },
  'plan-your-visit': {
    topic: 'visit',
    title: localized('Préparer votre venue', 'Plan your visit', 'Ihren Besuch planen', 'Plan je bezoek'),
  },
  'cinema-vouchers': {
    topic: 'vouchers',
    title: localized('Chèques cinéma', 'Cinema vouchers', 'Kinogutscheine', 'Bioscoopbonnen'),
  },
  'vouchers-and-giftcards': {
    topic: 'vouchers',
    title: localized(
      'Bons et cartes cadeaux',
      'Vouchers and gift cards',
      'Gutscheine und Geschenkkarten',
      'Bonnen en cadeaukaarten',
    ),
  },
};

const topicDescriptions: Record<FaqTopic, Localized> = {
  booking: localized(
    'Réserver, recevoir et utiliser vos billets.',
    'Booking, receiving and using your tickets.',
    'Tickets reservieren, erhalten und nutzen.',
    'Tickets reserveren, ontvangen en gebruiken.',
  ),
  programme: localized(
    'Séances, versions et classifications des films.',
    'Showtimes, versions and film ratings.',
    'Vorstellungen, Fassungen und Altersfreigaben.',
    'Voorstellingen, versies en leeftijdsclassificaties.',
  ),
  subscription: localized(
    'Le cinéma en illimité : formules, suppléments et résiliation.',
    'Unlimited cinema: plans, supplements and cancelling.',
    'Unbegrenzt ins Kino: Abos, Zuschläge und Kündigung.',
    'Onbeperkt naar de film: formules, toeslagen en opzeggen.',
  ),
  loyalty: localized(
    'Gagner et utiliser vos points Star.',
    'Earning and spending your Star points.',
    'Star-Punkte sammeln und einlösen.',
    'Star-punten sparen en gebruiken.',
  ),
  home: localized(
    'Louer ou acheter des films à regarder chez vous.',
    'Renting or buying films to watch at home.',
    'Filme für zu Hause leihen oder kaufen.',
    'Films huren of kopen om thuis te kijken.',
  ),
  account: localized(
    'Créer, gérer et supprimer votre compte.',
    'Creating, managing and deleting your account.',
    'Ihr Konto anlegen, verwalten und löschen.',
    'Je account aanmaken, beheren en verwijderen.',
  ),
  visit: localized(
    'Horaires, accessibilité et formats de projection.',
    'Timings, accessibility and screening formats.',
    'Beginnzeiten, Barrierefreiheit und Vorführformate.',
    'Aanvangstijden, toegankelijkheid en projectieformaten.',
  ),
  vouchers: localized(
    'Utiliser, vérifier et offrir des bons et cartes.',
    'Using, checking and giving vouchers and cards.',
    'Gutscheine und Karten einlösen, prüfen und verschenken.',
    'Bonnen en kaarten gebruiken, controleren en cadeau doen.',
  ),
};

export interface FaqText {
  question: string;
  /** The short answer: the footer's FAQ block shows it, the article page leads with it. */
  teaser: string;
  answer: string;
}

type Question = Record<Language, (pen: Pen) => FaqText>;

/** The subscription each country sells (member-and-shell.txt §9: cinepass fr, pass ch, unlimited nl). */
function subscriptionName(site: SiteCode): string {
  if (site === 'ch') return 'Marquee Pass';
  if (site === 'nl') return 'Marquee Unlimited';
  return 'Cinépass';
}

const technologies = ['imax', '4dx', 'dolby', 'screenx'] as const;
const technologyNames: Record<(typeof technologies)[number], string> = {
  imax: 'IMAX',
  '4dx': '4DX',
  dolby: 'Dolby Cinema',
  screenx: 'ScreenX',
};
const technologyLinks = (pen: Pen, describe: Record<(typeof technologies)[number], string>) =>
  bullets(
    ...technologies.map(
      (technology) =>
        `${pen.link(technologyNames[technology], 'Experience.Single', { slug: pen.experienceSlug(technology) })}${pen.language === 'fr' ? ' : ' : ': '}${describe[technology]}`,
    ),
  );

const questions: Record<FaqTopic, readonly Question[]> = {
  booking: [
    {
      fr: (pen) => ({
        question: 'Comment réserver mes places en ligne ?',
        teaser: `<p>Choisissez un film parmi ${pen.link('les films à l’affiche', 'Shows.List')}, puis la séance et vos places : le billet arrive aussitôt par e-mail.</p>`,
        answer:
          steps(
            `Ouvrez ${pen.link('la programmation', 'Shows.List')} ou la page de votre cinéma.`,
            'Choisissez le jour, la version et l’horaire de la séance.',
            'Sélectionnez vos places sur le plan de salle et vos tarifs (étudiant, moins de 14 ans…).',
            'Payez par carte bancaire, carte cadeau ou avec votre abonnement.',
          ) +
          paragraphs(
            'Votre billet électronique arrive par e-mail et reste disponible dans votre compte. Présentez-le sur votre téléphone à l’entrée de la salle : inutile de l’imprimer.',
          ),
      }),
      en: (pen) => ({
        question: 'How do I book tickets online?',
        teaser: `<p>Pick a film from ${pen.link('what’s on', 'Shows.List')}, then a showtime and your seats: your ticket arrives by email straight away.</p>`,
        answer:
          steps(
            `Open ${pen.link('the programme', 'Shows.List')} or your cinema’s page.`,
            'Choose the day, the version and the time of the showtime.',
            'Select your seats on the seating plan and your prices (student, under 14…).',
            'Pay by bank card, gift card or with your subscription.',
          ) +
          paragraphs(
            'Your e-ticket arrives by email and stays in your account. Show it on your phone at the door of the hall: there is no need to print it.',
          ),
      }),
      de: (pen) => ({
        question: 'Wie reserviere ich Tickets online?',
        teaser: `<p>Wählen Sie einen Film aus ${pen.link('dem aktuellen Programm', 'Shows.List')}, dann die Vorstellung und Ihre Plätze: Das Ticket kommt sofort per E-Mail.</p>`,
        answer:
          steps(
            `Öffnen Sie ${pen.link('das Programm', 'Shows.List')} oder die Seite Ihres Kinos.`,
            'Wählen Sie Tag, Fassung und Uhrzeit der Vorstellung.',
            'Wählen Sie Ihre Plätze im Saalplan und Ihre Tarife (Studierende, unter 14 Jahren…).',
            'Bezahlen Sie mit Bankkarte, Geschenkkarte oder mit Ihrem Abo.',
          ) +
          paragraphs(
            'Ihr E-Ticket kommt per E-Mail und bleibt in Ihrem Konto gespeichert. Zeigen Sie es am Saaleingang auf dem Handy vor: Ausdrucken ist nicht nötig.',
          ),
      }),
      nl: (pen) => ({
        question: 'Hoe reserveer ik tickets online?',
        teaser: `<p>Kies een film uit ${pen.link('het actuele aanbod', 'Shows.List')}, daarna de voorstelling en je stoelen: je ticket komt meteen per e-mail.</p>`,
        answer:
          steps(
            `Open ${pen.link('het programma', 'Shows.List')} of de pagina van je bioscoop.`,
            'Kies de dag, de versie en het tijdstip van de voorstelling.',
            'Kies je stoelen op de zaalplattegrond en je tarieven (student, jonger dan 14…).',
            'Betaal met je bankkaart, een cadeaukaart of met je abonnement.',
          ) +
          paragraphs(
            'Je e-ticket komt per e-mail en blijft in je account staan. Laat het bij de ingang van de zaal zien op je telefoon: printen hoeft niet.',
          ),
      }),
    },
    {
      fr: (pen) => ({
        question: 'Puis-je échanger ou annuler mon billet ?',
        teaser: '<p>Les billets ne sont ni échangés ni remboursés, sauf si le cinéma annule la séance.</p>',
        answer: paragraphs(
          'Un billet acheté en ligne vaut pour une séance précise : il n’est ni échangeable ni remboursable.',
          'Si le cinéma annule la séance (panne, événement reporté), vous êtes remboursé automatiquement sur votre moyen de paiement sous cinq jours ouvrés, sans démarche de votre part.',
          `Pour toute autre demande, contactez directement votre cinéma : ses coordonnées figurent sur sa page, accessible depuis ${pen.link('la liste des cinémas', 'Cinema.List')}.`,
        ),
      }),
      en: (pen) => ({
        question: 'Can I exchange or cancel my ticket?',
        teaser: '<p>Tickets can be neither exchanged nor refunded, unless the cinema cancels the showtime.</p>',
        answer: paragraphs(
          'A ticket bought online is valid for one specific showtime: it cannot be exchanged or refunded.',
          'If the cinema cancels the showtime (a technical fault, a postponed event), you are refunded automatically to your means of payment within five working days, with nothing to do on your side.',
          `For anything else, contact your cinema directly: its details are on its page, which you will find in ${pen.link('the list of cinemas', 'Cinema.List')}.`,
        ),
      }),
      de: (pen) => ({
        question: 'Kann ich mein Ticket umtauschen oder stornieren?',
        teaser:
          '<p>Tickets werden weder umgetauscht noch erstattet, es sei denn, das Kino sagt die Vorstellung ab.</p>',
        answer: paragraphs(
          'Ein online gekauftes Ticket gilt für eine bestimmte Vorstellung: Es kann weder umgetauscht noch erstattet werden.',
          'Sagt das Kino die Vorstellung ab (technische Störung, verschobenes Event), erhalten Sie den Betrag innerhalb von fünf Werktagen automatisch auf Ihr Zahlungsmittel zurück.',
          `Für alle anderen Anliegen wenden Sie sich direkt an Ihr Kino: Die Kontaktdaten stehen auf seiner Seite, die Sie über ${pen.link('die Liste der Kinos', 'Cinema.List')} finden.`,
        ),
      }),
      nl: (pen) => ({
        question: 'Kan ik mijn ticket ruilen of annuleren?',
        teaser:
          '<p>Tickets worden niet geruild of terugbetaald, behalve als de bioscoop de voorstelling annuleert.</p>',
        answer: paragraphs(
          'Een online gekocht ticket geldt voor één bepaalde voorstelling: het kan niet worden geruild of terugbetaald.',
          'Annuleert de bioscoop de voorstelling (een storing, een uitgesteld evenement), dan krijg je het bedrag binnen vijf werkdagen automatisch teruggestort, zonder dat je iets hoeft te doen.',
          `Voor andere vragen neem je rechtstreeks contact op met je bioscoop: de gegevens staan op de pagina van de bioscoop, die je vindt via ${pen.link('het overzicht van de bioscopen', 'Cinema.List')}.`,
        ),
      }),
    },
    {
      fr: (pen) => ({
        question: 'Je n’ai pas reçu mon e-mail de confirmation',
        teaser:
          '<p>Vérifiez vos courriers indésirables : votre billet est aussi dans votre compte, rubrique Réservations.</p>',
        answer:
          paragraphs('L’e-mail de confirmation part dans les minutes qui suivent le paiement. S’il n’arrive pas :') +
          bullets(
            'regardez dans vos courriers indésirables ou promotions ;',
            'vérifiez l’adresse e-mail enregistrée dans votre compte ;',
            'retrouvez votre billet dans votre compte, rubrique Réservations : il y est valable tel quel.',
          ) +
          paragraphs(
            `Toujours rien ? Écrivez-nous depuis ${pen.link('le centre d’aide', 'Faq.Home')} en indiquant la date, l’heure et le cinéma de la séance.`,
          ),
      }),
      en: (pen) => ({
        question: 'I have not received my confirmation email',
        teaser: '<p>Check your spam folder: your ticket is also in your account, under Bookings.</p>',
        answer:
          paragraphs('The confirmation email is sent within minutes of payment. If it does not arrive:') +
          bullets(
            'look in your spam or promotions folder;',
            'check the email address saved in your account;',
            'find your ticket in your account, under Bookings: it is valid as it is.',
          ) +
          paragraphs(
            `Still nothing? Write to us from ${pen.link('the help centre', 'Faq.Home')} with the date, time and cinema of the showtime.`,
          ),
      }),
      de: (pen) => ({
        question: 'Ich habe keine Bestätigungs-E-Mail erhalten',
        teaser: '<p>Sehen Sie im Spam-Ordner nach: Ihr Ticket finden Sie auch in Ihrem Konto unter Buchungen.</p>',
        answer:
          paragraphs('Die Bestätigung wird wenige Minuten nach der Zahlung verschickt. Wenn sie nicht ankommt:') +
          bullets(
            'sehen Sie im Spam- oder Werbeordner nach;',
            'prüfen Sie die in Ihrem Konto hinterlegte E-Mail-Adresse;',
            'öffnen Sie Ihr Ticket in Ihrem Konto unter Buchungen: Es ist dort ebenso gültig.',
          ) +
          paragraphs(
            `Immer noch nichts? Schreiben Sie uns über ${pen.link('das Hilfe-Center', 'Faq.Home')} mit Datum, Uhrzeit und Kino der Vorstellung.`,
          ),
      }),
      nl: (pen) => ({
        question: 'Ik heb geen bevestigingsmail ontvangen',
        teaser: '<p>Kijk in je map met ongewenste e-mail: je ticket staat ook in je account, onder Reserveringen.</p>',
        answer:
          paragraphs('De bevestiging wordt binnen enkele minuten na de betaling verstuurd. Komt ze niet aan:') +
          bullets(
            'kijk in je map met ongewenste e-mail of reclame;',
            'controleer het e-mailadres in je account;',
            'open je ticket in je account, onder Reserveringen: het is daar net zo geldig.',
          ) +
          paragraphs(
            `Nog steeds niets? Schrijf ons via ${pen.link('het helpcentrum', 'Faq.Home')} met de datum, het tijdstip en de bioscoop van de voorstelling.`,
          ),
      }),
    },
  ],
  programme: [
    {
      fr: (pen) => ({
        question: 'Jusqu’à quand les séances sont-elles en ligne ?',
        teaser: '<p>Les séances sont en vente deux semaines à l’avance, les avant-premières parfois plus tôt.</p>',
        answer: paragraphs(
          `Chaque cinéma publie ses séances deux semaines à l’avance : vous les trouvez sur ${pen.link('la programmation', 'Shows.List')} et sur la page de chaque film.`,
          `Les films qui ne sont pas encore sortis sont annoncés dans ${pen.link('les prochaines sorties', 'Shows.Upcoming')}, avec leur date de sortie quand le distributeur l’a fixée. Les avant-premières et les événements ouvrent souvent leurs ventes plus tôt.`,
        ),
      }),
      en: (pen) => ({
        question: 'How far ahead are showtimes published?',
        teaser: '<p>Showtimes go on sale two weeks ahead; previews sometimes earlier.</p>',
        answer: paragraphs(
          `Each cinema publishes its showtimes two weeks ahead: you will find them in ${pen.link('the programme', 'Shows.List')} and on each film’s page.`,
          `Films not yet released are announced in ${pen.link('coming soon', 'Shows.Upcoming')}, with their release date once the distributor has set it. Previews and events often open their sales earlier.`,
        ),
      }),
      de: (pen) => ({
        question: 'Wie weit im Voraus stehen die Vorstellungen online?',
        teaser: '<p>Vorstellungen sind zwei Wochen im Voraus buchbar, Vorpremieren manchmal früher.</p>',
        answer: paragraphs(
          `Jedes Kino veröffentlicht seine Vorstellungen zwei Wochen im Voraus: Sie finden sie im ${pen.link('Programm', 'Shows.List')} und auf der Seite jedes Films.`,
          `Filme, die noch nicht gestartet sind, stehen unter ${pen.link('Kinostarts', 'Shows.Upcoming')}, mit ihrem Starttermin, sobald der Verleih ihn festgelegt hat. Vorpremieren und Events sind oft früher buchbar.`,
        ),
      }),
      nl: (pen) => ({
        question: 'Hoe ver vooruit staan de voorstellingen online?',
        teaser: '<p>Voorstellingen zijn twee weken vooruit te boeken, voorpremières soms eerder.</p>',
        answer: paragraphs(
          `Elke bioscoop publiceert zijn voorstellingen twee weken vooruit: je vindt ze in ${pen.link('het programma', 'Shows.List')} en op de pagina van elke film.`,
          `Films die nog niet zijn uitgekomen, staan bij ${pen.link('binnenkort', 'Shows.Upcoming')}, met hun releasedatum zodra de distributeur die heeft vastgelegd. Voorpremières en evenementen gaan vaak eerder in de verkoop.`,
        ),
      }),
    },
    {
      fr: () => ({
        question: 'Que signifient VF, VOST et VO ?',
        teaser:
          '<p>VF : doublé en français. VOST : langue d’origine sous-titrée. VO : langue d’origine sans sous-titres.</p>',
        answer:
          paragraphs('La version est indiquée à côté de chaque horaire :') +
          bullets(
            '<strong>VF</strong> : le film doublé en français ;',
            '<strong>VOST</strong> : la langue d’origine, sous-titrée en français ;',
            '<strong>VO</strong> : la langue d’origine, sans sous-titres.',
          ) +
          paragraphs('Les films pour enfants passent surtout en VF, le matin et l’après-midi.'),
      }),
      en: () => ({
        question: 'What do the version labels mean?',
        teaser:
          '<p>Each showtime says whether the film is dubbed, in its original language with subtitles, or without subtitles.</p>',
        answer:
          paragraphs('The version is shown next to each showtime:') +
          bullets(
            '<strong>Dubbed</strong>: the film dubbed into the country’s language;',
            '<strong>Original, subtitled</strong>: the original language with subtitles;',
            '<strong>Original version</strong>: the original language without subtitles.',
          ) +
          paragraphs('Children’s films are mostly shown dubbed, in the morning and afternoon.'),
      }),
      de: () => ({
        question: 'Was bedeuten die Angaben zur Fassung?',
        teaser:
          '<p>Bei jeder Vorstellung steht, ob der Film synchronisiert, im Original mit Untertiteln oder ohne Untertitel läuft.</p>',
        answer:
          paragraphs('Die Fassung steht neben jeder Uhrzeit:') +
          bullets(
            '<strong>Synchronfassung</strong>: der Film in der Landessprache;',
            '<strong>OmU</strong>: Originalfassung mit Untertiteln;',
            '<strong>OV</strong>: Originalfassung ohne Untertitel.',
          ) +
          paragraphs('Kinderfilme laufen meist synchronisiert, vormittags und nachmittags.'),
      }),
      nl: () => ({
        question: 'Wat betekenen de versies bij de voorstellingen?',
        teaser:
          '<p>Bij elke voorstelling staat of de film nagesynchroniseerd is, origineel met ondertitels, of zonder ondertitels.</p>',
        answer:
          paragraphs('De versie staat naast elk tijdstip:') +
          bullets(
            '<strong>NL</strong>: de film nagesynchroniseerd in het Nederlands;',
            '<strong>OV</strong>: de originele versie met ondertitels;',
            '<strong>Originele versie</strong>: zonder ondertitels.',
          ) +
          paragraphs('Kinderfilms draaien vooral nagesynchroniseerd, ’s ochtends en ’s middags.'),
      }),
    },
    {
      fr: (pen) => ({
        question: 'Que signifient les âges indiqués sur les films ?',
        teaser:
          '<p>C’est l’âge minimum fixé par la classification officielle : nos équipes peuvent demander une pièce d’identité.</p>',
        answer:
          paragraphs('Chaque film porte la classification officielle de son pays de sortie :') +
          bullets(
            '<strong>Tous publics</strong> : aucune restriction ;',
            '<strong>Interdit aux moins de 12, 16 ou 18 ans</strong> : l’accès est refusé en dessous de cet âge, même accompagné ;',
            'un avertissement peut signaler des scènes susceptibles de heurter.',
          ) +
          paragraphs(
            `Nos équipes peuvent demander une pièce d’identité à l’entrée. Pour les plus jeunes, voyez ${pen.link('les films pour enfants', 'Shows.List', {}, 'kids')}.`,
          ),
      }),
      en: (pen) => ({
        question: 'What do the ages shown on films mean?',
        teaser: '<p>They are the minimum ages set by the official rating: our staff may ask for ID.</p>',
        answer:
          paragraphs('Each film carries the official rating of the country where it is released:') +
          bullets(
            '<strong>All audiences</strong>: no restriction;',
            '<strong>Under 12, 16 or 18 not admitted</strong>: entry is refused below that age, even with an adult;',
            'a warning may point out scenes some viewers could find upsetting.',
          ) +
          paragraphs(
            `Our staff may ask for ID at the door. For younger viewers, see ${pen.link('our films for children', 'Shows.List', {}, 'kids')}.`,
          ),
      }),
      de: (pen) => ({
        question: 'Was bedeuten die Altersangaben bei den Filmen?',
        teaser:
          '<p>Das ist das Mindestalter der offiziellen Freigabe: Unser Personal kann einen Ausweis verlangen.</p>',
        answer:
          paragraphs('Jeder Film trägt die offizielle Altersfreigabe seines Startlandes:') +
          bullets(
            '<strong>Alle Altersgruppen</strong>: keine Einschränkung;',
            '<strong>Ab 12, 16 oder 18 Jahren</strong>: Jüngere haben keinen Zutritt, auch nicht in Begleitung;',
            'ein Hinweis kann auf Szenen aufmerksam machen, die verstören können.',
          ) +
          paragraphs(
            `Unser Personal kann am Eingang einen Ausweis verlangen. Für die Kleinsten gibt es ${pen.link('unsere Kinderfilme', 'Shows.List', {}, 'kids')}.`,
          ),
      }),
      nl: (pen) => ({
        question: 'Wat betekenen de leeftijden bij de films?',
        teaser:
          '<p>Dat is de minimumleeftijd van de officiële classificatie: onze medewerkers kunnen om een ID vragen.</p>',
        answer:
          paragraphs('Elke film heeft de officiële classificatie van het land waar hij uitkomt:') +
          bullets(
            '<strong>Alle leeftijden</strong>: geen beperking;',
            '<strong>12, 16 of 18 jaar</strong>: jongere kijkers krijgen geen toegang, ook niet onder begeleiding;',
            'een pictogram kan waarschuwen voor scènes die kunnen schokken.',
          ) +
          paragraphs(
            `Onze medewerkers kunnen bij de ingang om een ID vragen. Voor de jongsten zijn er ${pen.link('onze kinderfilms', 'Shows.List', {}, 'kids')}.`,
          ),
      }),
    },
  ],
  subscription: [
    {
      fr: (pen) => ({
        question: `Comment fonctionne ${subscriptionName(pen.site)} ?`,
        teaser: `<p>Un abonnement mensuel pour voir autant de films que vous le souhaitez dans tous nos cinémas. ${pen.link('Voir les formules', 'Subscription')}.</p>`,
        answer:
          paragraphs(`${subscriptionName(pen.site)} est un abonnement mensuel, sans engagement :`) +
          bullets(
            'des films en illimité, à toutes les séances de tous nos cinémas ;',
            'une formule solo ou duo, pour venir à deux ;',
            'la réservation en ligne de vos places, jusqu’à deux semaines à l’avance ;',
            'une résiliation possible à tout moment, effective à la fin du mois en cours.',
          ) +
          paragraphs(`Tarifs et conditions sur ${pen.link('la page des abonnements', 'Subscription')}.`),
      }),
      en: (pen) => ({
        question: `How does ${subscriptionName(pen.site)} work?`,
        teaser: `<p>A monthly subscription to see as many films as you like in all our cinemas. ${pen.link('See the plans', 'Subscription')}.</p>`,
        answer:
          paragraphs(`${subscriptionName(pen.site)} is a monthly subscription you can cancel at any time:`) +
          bullets(
            'unlimited films, at every showtime in all our cinemas;',
            'a solo or duo plan, to come as a pair;',
            'online booking of your seats, up to two weeks ahead;',
            'cancel whenever you like: it ends at the end of the current month.',
          ) +
          paragraphs(`Prices and terms are on ${pen.link('the subscriptions page', 'Subscription')}.`),
      }),
      de: (pen) => ({
        question: `Wie funktioniert ${subscriptionName(pen.site)}?`,
        teaser: `<p>Ein Monatsabo, mit dem Sie so viele Filme sehen, wie Sie möchten, in allen unseren Kinos. ${pen.link('Zu den Abos', 'Subscription')}.</p>`,
        answer:
          paragraphs(`${subscriptionName(pen.site)} ist ein monatlich kündbares Abo:`) +
          bullets(
            'unbegrenzt Filme, in allen Vorstellungen aller unserer Kinos;',
            'als Solo- oder Duo-Abo, um zu zweit zu kommen;',
            'Online-Reservierung Ihrer Plätze bis zu zwei Wochen im Voraus;',
            'jederzeit kündbar, zum Ende des laufenden Monats.',
          ) +
          paragraphs(`Preise und Bedingungen finden Sie auf ${pen.link('der Abo-Seite', 'Subscription')}.`),
      }),
      nl: (pen) => ({
        question: `Hoe werkt ${subscriptionName(pen.site)}?`,
        teaser: `<p>Een maandabonnement om zoveel films te zien als je wilt, in al onze bioscopen. ${pen.link('Bekijk de abonnementen', 'Subscription')}.</p>`,
        answer:
          paragraphs(`${subscriptionName(pen.site)} is een maandelijks opzegbaar abonnement:`) +
          bullets(
            'onbeperkt films, bij elke voorstelling in al onze bioscopen;',
            'solo of duo, om met z’n tweeën te komen;',
            'je stoelen online reserveren, tot twee weken vooruit;',
            'altijd opzegbaar, tegen het einde van de lopende maand.',
          ) +
          paragraphs(`Prijzen en voorwaarden vind je op ${pen.link('de abonnementenpagina', 'Subscription')}.`),
      }),
    },
    {
      fr: (pen) => ({
        question: 'Mon abonnement donne-t-il accès à l’IMAX et à la 4DX ?',
        teaser: '<p>Oui, avec un supplément par séance pour les formats premium et les lunettes 3D.</p>',
        answer:
          paragraphs(
            'Votre abonnement couvre toutes les séances. Certains formats demandent un supplément, réglé à la réservation :',
          ) +
          technologyLinks(pen, {
            imax: 'supplément IMAX',
            '4dx': 'supplément 4DX',
            dolby: 'supplément Dolby Cinema',
            screenx: 'supplément ScreenX',
          }) +
          paragraphs(`Découvrez chaque format sur ${pen.link('la page des expériences', 'Experience.Landing')}.`),
      }),
      en: (pen) => ({
        question: 'Does my subscription cover IMAX and 4DX?',
        teaser: '<p>Yes, with a supplement per showtime for premium formats and 3D glasses.</p>',
        answer:
          paragraphs('Your subscription covers every showtime. Some formats carry a supplement, paid when you book:') +
          technologyLinks(pen, {
            imax: 'IMAX supplement',
            '4dx': '4DX supplement',
            dolby: 'Dolby Cinema supplement',
            screenx: 'ScreenX supplement',
          }) +
          paragraphs(`Find out about each format on ${pen.link('the experiences page', 'Experience.Landing')}.`),
      }),
      de: (pen) => ({
        question: 'Gilt mein Abo auch für IMAX und 4DX?',
        teaser: '<p>Ja, mit einem Zuschlag pro Vorstellung für Premiumformate und 3D-Brillen.</p>',
        answer:
          paragraphs(
            'Ihr Abo gilt für alle Vorstellungen. Für einige Formate fällt ein Zuschlag an, der bei der Reservierung bezahlt wird:',
          ) +
          technologyLinks(pen, {
            imax: 'IMAX-Zuschlag',
            '4dx': '4DX-Zuschlag',
            dolby: 'Dolby-Cinema-Zuschlag',
            screenx: 'ScreenX-Zuschlag',
          }) +
          paragraphs(`Mehr zu jedem Format auf ${pen.link('der Seite der Erlebnisse', 'Experience.Landing')}.`),
      }),
      nl: (pen) => ({
        question: 'Geldt mijn abonnement ook voor IMAX en 4DX?',
        teaser: '<p>Ja, met een toeslag per voorstelling voor premiumformaten en 3D-brillen.</p>',
        answer:
          paragraphs(
            'Je abonnement geldt voor alle voorstellingen. Voor sommige formaten betaal je bij het reserveren een toeslag:',
          ) +
          technologyLinks(pen, {
            imax: 'IMAX-toeslag',
            '4dx': '4DX-toeslag',
            dolby: 'Dolby Cinema-toeslag',
            screenx: 'ScreenX-toeslag',
          }) +
          paragraphs(`Meer over elk formaat op ${pen.link('de pagina met belevingen', 'Experience.Landing')}.`),
      }),
    },
    {
      fr: (pen) => ({
        question: 'Comment résilier mon abonnement ?',
        teaser: '<p>Depuis votre compte, rubrique Abonnement : la résiliation prend effet à la fin du mois.</p>',
        answer:
          steps(
            'Connectez-vous à votre compte.',
            'Ouvrez la rubrique Abonnement et choisissez « Résilier ».',
            'Confirmez : vous recevez un e-mail de confirmation.',
          ) +
          paragraphs(
            `Votre abonnement reste valable jusqu’à la fin du mois en cours. Vous pourrez vous réabonner à tout moment depuis ${pen.link('la page des abonnements', 'Subscription')}.`,
          ),
      }),
      en: (pen) => ({
        question: 'How do I cancel my subscription?',
        teaser: '<p>From your account, under Subscription: it ends at the end of the month.</p>',
        answer:
          steps(
            'Sign in to your account.',
            'Open Subscription and choose “Cancel”.',
            'Confirm: you will receive a confirmation email.',
          ) +
          paragraphs(
            `Your subscription stays valid until the end of the current month. You can subscribe again at any time from ${pen.link('the subscriptions page', 'Subscription')}.`,
          ),
      }),
      de: (pen) => ({
        question: 'Wie kündige ich mein Abo?',
        teaser: '<p>In Ihrem Konto unter Abo: Die Kündigung gilt zum Monatsende.</p>',
        answer:
          steps(
            'Melden Sie sich in Ihrem Konto an.',
            'Öffnen Sie den Bereich Abo und wählen Sie „Kündigen“.',
            'Bestätigen Sie: Sie erhalten eine Bestätigung per E-Mail.',
          ) +
          paragraphs(
            `Ihr Abo bleibt bis zum Ende des laufenden Monats gültig. Sie können jederzeit über ${pen.link('die Abo-Seite', 'Subscription')} ein neues Abo abschließen.`,
          ),
      }),
      nl: (pen) => ({
        question: 'Hoe zeg ik mijn abonnement op?',
        teaser: '<p>In je account, onder Abonnement: de opzegging gaat in aan het einde van de maand.</p>',
        answer:
          steps(
            'Log in op je account.',
            'Open Abonnement en kies ‘Opzeggen’.',
            'Bevestig: je ontvangt een bevestiging per e-mail.',
          ) +
          paragraphs(
            `Je abonnement blijft geldig tot het einde van de lopende maand. Je kunt op elk moment opnieuw een abonnement nemen via ${pen.link('de abonnementenpagina', 'Subscription')}.`,
          ),
      }),
    },
  ],
  loyalty: [
    {
      fr: (pen) => ({
        question: 'Qu’est-ce que le programme Star ?',
        teaser:
          '<p>Le programme de fidélité gratuit de Marquee : chaque billet vous rapporte des points, échangés contre des places et des snacks.</p>',
        answer:
          paragraphs('Star est gratuit et ouvert à tous les titulaires d’un compte Marquee :') +
          bullets(
            '10 points par billet acheté, 5 points par menu au bar ;',
            '100 points : un menu pop-corn et boisson offert ;',
            '200 points : une place offerte, pour le film de votre choix.',
          ) +
          paragraphs(`Nos avantages du moment sont aussi sur ${pen.link('la page des offres', 'Offers.List')}.`),
      }),
      en: (pen) => ({
        question: 'What is the Star programme?',
        teaser: '<p>Marquee’s free loyalty programme: every ticket earns points, exchanged for seats and snacks.</p>',
        answer:
          paragraphs('Star is free and open to everyone with a Marquee account:') +
          bullets(
            '10 points per ticket, 5 points per snack combo at the bar;',
            '100 points: a free popcorn and drink combo;',
            '200 points: a free ticket for the film of your choice.',
          ) +
          paragraphs(`Our current deals are also on ${pen.link('the offers page', 'Offers.List')}.`),
      }),
      de: (pen) => ({
        question: 'Was ist das Star-Programm?',
        teaser:
          '<p>Das kostenlose Treueprogramm von Marquee: Jedes Ticket bringt Punkte, die Sie gegen Tickets und Snacks eintauschen.</p>',
        answer:
          paragraphs('Star ist kostenlos und steht allen mit einem Marquee-Konto offen:') +
          bullets(
            '10 Punkte pro Ticket, 5 Punkte pro Snack-Menü an der Bar;',
            '100 Punkte: ein Popcorn-Menü mit Getränk gratis;',
            '200 Punkte: ein Freiticket für einen Film Ihrer Wahl.',
          ) +
          paragraphs(`Unsere aktuellen Angebote finden Sie auch auf ${pen.link('der Angebotsseite', 'Offers.List')}.`),
      }),
      nl: (pen) => ({
        question: 'Wat is het Star-programma?',
        teaser:
          '<p>Het gratis spaarprogramma van Marquee: elk ticket levert punten op, die je inruilt voor tickets en snacks.</p>',
        answer:
          paragraphs('Star is gratis en staat open voor iedereen met een Marquee-account:') +
          bullets(
            '10 punten per ticket, 5 punten per snackmenu aan de bar;',
            '100 punten: een gratis menu met popcorn en drankje;',
            '200 punten: een gratis ticket voor de film van je keuze.',
          ) +
          paragraphs(`Onze actuele acties staan ook op ${pen.link('de pagina met aanbiedingen', 'Offers.List')}.`),
      }),
    },
    {
      fr: () => ({
        question: 'Comment cumuler mes points ?',
        teaser: '<p>Connectez-vous avant de réserver en ligne, ou présentez votre carte Star à la caisse.</p>',
        answer: bullets(
          'En ligne : connectez-vous avant de payer, les points sont crédités après la séance.',
          'Au cinéma : présentez la carte Star de l’application à la caisse ou au bar.',
          'Oubli ? Les points d’un billet peuvent être ajoutés jusqu’à 30 jours après la séance, depuis votre compte.',
        ),
      }),
      en: () => ({
        question: 'How do I collect points?',
        teaser: '<p>Sign in before you book online, or show your Star card at the counter.</p>',
        answer: bullets(
          'Online: sign in before you pay; the points are credited after the showtime.',
          'At the cinema: show the Star card in the app at the box office or at the bar.',
          'Forgot? A ticket’s points can be added from your account up to 30 days after the showtime.',
        ),
      }),
      de: () => ({
        question: 'Wie sammle ich Punkte?',
        teaser: '<p>Melden Sie sich vor der Online-Buchung an oder zeigen Sie Ihre Star-Karte an der Kasse.</p>',
        answer: bullets(
          'Online: Melden Sie sich vor dem Bezahlen an; die Punkte werden nach der Vorstellung gutgeschrieben.',
          'Im Kino: Zeigen Sie die Star-Karte in der App an der Kasse oder an der Bar.',
          'Vergessen? Die Punkte eines Tickets lassen sich bis 30 Tage nach der Vorstellung in Ihrem Konto nachtragen.',
        ),
      }),
      nl: () => ({
        question: 'Hoe spaar ik punten?',
        teaser: '<p>Log in voordat je online reserveert, of laat je Star-kaart zien aan de kassa.</p>',
        answer: bullets(
          'Online: log in voordat je betaalt; de punten worden na de voorstelling bijgeschreven.',
          'In de bioscoop: laat de Star-kaart in de app zien aan de kassa of aan de bar.',
          'Vergeten? De punten van een ticket kun je tot 30 dagen na de voorstelling toevoegen in je account.',
        ),
      }),
    },
    {
      fr: (pen) => ({
        question: 'Mes points expirent-ils ?',
        teaser: '<p>Vos points restent valables 12 mois après votre dernière séance.</p>',
        answer: paragraphs(
          'Vos points restent valables tant que vous venez au cinéma : ils expirent 12 mois après votre dernière séance.',
          `Un e-mail vous prévient un mois avant. Pour toute question, passez par ${pen.link('le centre d’aide', 'Faq.Home')}.`,
        ),
      }),
      en: (pen) => ({
        question: 'Do my points expire?',
        teaser: '<p>Your points stay valid for 12 months after your last visit.</p>',
        answer: paragraphs(
          'Your points stay valid as long as you keep coming: they expire 12 months after your last showtime.',
          `We email you a month before. For any question, go through ${pen.link('the help centre', 'Faq.Home')}.`,
        ),
      }),
      de: (pen) => ({
        question: 'Verfallen meine Punkte?',
        teaser: '<p>Ihre Punkte bleiben 12 Monate nach Ihrem letzten Kinobesuch gültig.</p>',
        answer: paragraphs(
          'Ihre Punkte bleiben gültig, solange Sie ins Kino kommen: Sie verfallen 12 Monate nach Ihrer letzten Vorstellung.',
          `Wir erinnern Sie einen Monat vorher per E-Mail. Bei Fragen hilft ${pen.link('das Hilfe-Center', 'Faq.Home')}.`,
        ),
      }),
      nl: (pen) => ({
        question: 'Vervallen mijn punten?',
        teaser: '<p>Je punten blijven 12 maanden na je laatste bezoek geldig.</p>',
        answer: paragraphs(
          'Je punten blijven geldig zolang je naar de bioscoop komt: ze vervallen 12 maanden na je laatste voorstelling.',
          `We sturen je een maand vooraf een e-mail. Met vragen kun je terecht bij ${pen.link('het helpcentrum', 'Faq.Home')}.`,
        ),
      }),
    },
  ],
  home: [
    {
      fr: (pen) => ({
        question: 'Qu’est-ce que Marquee Home ?',
        teaser:
          '<p>Notre service de vidéo à la demande : les films sortis en salle, à louer ou à acheter, dès leur sortie en VOD.</p>',
        answer: paragraphs(
          'Marquee Home prolonge la salle chez vous : les films que nous avons programmés, à louer ou à acheter dès leur sortie en vidéo à la demande, avec les mêmes versions qu’au cinéma.',
          `Votre compte Marquee suffit pour y accéder, sur le web et dans ${pen.link('l’application Marquee', 'MobileApp')}.`,
        ),
      }),
      en: (pen) => ({
        question: 'What is Marquee Home?',
        teaser:
          '<p>Our video-on-demand service: films from our cinemas, to rent or buy as soon as they come out on demand.</p>',
        answer: paragraphs(
          'Marquee Home takes the cinema home: the films we have shown, to rent or buy as soon as they are released on demand, in the same versions as in the cinema.',
          `Your Marquee account is all you need, on the web and in ${pen.link('the Marquee app', 'MobileApp')}.`,
        ),
      }),
      de: (pen) => ({
        question: 'Was ist Marquee Home?',
        teaser:
          '<p>Unser Video-on-Demand-Dienst: Filme aus unseren Kinos zum Leihen oder Kaufen, sobald sie digital erscheinen.</p>',
        answer: paragraphs(
          'Marquee Home bringt das Kino nach Hause: die Filme aus unserem Programm, zum Leihen oder Kaufen, sobald sie als Video-on-Demand erscheinen, in denselben Fassungen wie im Kino.',
          `Ihr Marquee-Konto genügt, im Web und in ${pen.link('der Marquee-App', 'MobileApp')}.`,
        ),
      }),
      nl: (pen) => ({
        question: 'Wat is Marquee Home?',
        teaser:
          '<p>Onze video-on-demanddienst: films uit onze bioscopen, te huur of te koop zodra ze on demand verschijnen.</p>',
        answer: paragraphs(
          'Marquee Home brengt de bioscoop naar je huis: de films uit ons programma, te huur of te koop zodra ze on demand verschijnen, in dezelfde versies als in de bioscoop.',
          `Je Marquee-account is genoeg, op het web en in ${pen.link('de Marquee-app', 'MobileApp')}.`,
        ),
      }),
    },
    {
      fr: () => ({
        question: 'Sur quels appareils puis-je regarder les films ?',
        teaser: '<p>Sur ordinateur, téléphone, tablette et la plupart des téléviseurs connectés.</p>',
        answer:
          paragraphs('Vous pouvez regarder vos films sur cinq appareils au plus :') +
          bullets(
            'un navigateur récent, sur ordinateur ;',
            'l’application Marquee pour iPhone, iPad et Android ;',
            'les téléviseurs connectés Samsung et LG, ou via Chromecast et AirPlay.',
          ),
      }),
      en: () => ({
        question: 'Which devices can I watch on?',
        teaser: '<p>On a computer, phone, tablet and most smart TVs.</p>',
        answer:
          paragraphs('You can watch your films on up to five devices:') +
          bullets(
            'a recent web browser, on a computer;',
            'the Marquee app for iPhone, iPad and Android;',
            'Samsung and LG smart TVs, or through Chromecast and AirPlay.',
          ),
      }),
      de: () => ({
        question: 'Auf welchen Geräten kann ich die Filme ansehen?',
        teaser: '<p>Am Computer, auf Smartphone und Tablet sowie auf den meisten Smart-TVs.</p>',
        answer:
          paragraphs('Sie können Ihre Filme auf bis zu fünf Geräten ansehen:') +
          bullets(
            'in einem aktuellen Browser am Computer;',
            'in der Marquee-App für iPhone, iPad und Android;',
            'auf Smart-TVs von Samsung und LG oder über Chromecast und AirPlay.',
          ),
      }),
      nl: () => ({
        question: 'Op welke apparaten kan ik de films bekijken?',
        teaser: '<p>Op je computer, telefoon, tablet en de meeste smart-tv’s.</p>',
        answer:
          paragraphs('Je kunt je films op maximaal vijf apparaten bekijken:') +
          bullets(
            'in een recente browser op je computer;',
            'in de Marquee-app voor iPhone, iPad en Android;',
            'op smart-tv’s van Samsung en LG, of via Chromecast en AirPlay.',
          ),
      }),
    },
    {
      fr: (pen) => ({
        question: 'Combien de temps ai-je pour regarder un film loué ?',
        teaser: '<p>30 jours pour commencer, puis 48 heures pour le terminer.</p>',
        answer: paragraphs(
          'Un film loué reste dans votre vidéothèque 30 jours. Dès que vous lancez la lecture, vous avez 48 heures pour le terminer, autant de fois que vous le voulez.',
          'Un film acheté reste dans votre vidéothèque sans limite de durée.',
          `Vos films vous suivent d’un écran à l’autre, jusque dans ${pen.link('l’application Marquee', 'MobileApp')}.`,
        ),
      }),
      en: (pen) => ({
        question: 'How long do I have to watch a rented film?',
        teaser: '<p>30 days to start it, then 48 hours to finish it.</p>',
        answer: paragraphs(
          'A rented film stays in your library for 30 days. Once you press play, you have 48 hours to finish it, as many times as you like.',
          'A film you buy stays in your library with no time limit.',
          `Your films follow you from screen to screen, right into ${pen.link('the Marquee app', 'MobileApp')}.`,
        ),
      }),
      de: (pen) => ({
        question: 'Wie lange kann ich einen geliehenen Film ansehen?',
        teaser: '<p>30 Tage, um ihn zu starten, danach 48 Stunden, um ihn zu Ende zu sehen.</p>',
        answer: paragraphs(
          'Ein geliehener Film bleibt 30 Tage in Ihrer Mediathek. Sobald Sie ihn starten, haben Sie 48 Stunden, um ihn beliebig oft anzusehen.',
          'Ein gekaufter Film bleibt ohne zeitliche Begrenzung in Ihrer Mediathek.',
          `Ihre Filme begleiten Sie von Bildschirm zu Bildschirm, bis in ${pen.link('die Marquee-App', 'MobileApp')}.`,
        ),
      }),
      nl: (pen) => ({
        question: 'Hoe lang heb ik om een gehuurde film te bekijken?',
        teaser: '<p>30 dagen om te beginnen, daarna 48 uur om hem uit te kijken.</p>',
        answer: paragraphs(
          'Een gehuurde film blijft 30 dagen in je bibliotheek. Zodra je op afspelen drukt, heb je 48 uur om hem zo vaak te bekijken als je wilt.',
          'Een gekochte film blijft zonder tijdslimiet in je bibliotheek.',
          `Je films gaan mee van scherm naar scherm, tot in ${pen.link('de Marquee-app', 'MobileApp')}.`,
        ),
      }),
    },
  ],
  account: [
    {
      fr: (pen) => ({
        question: 'Pourquoi créer un compte Marquee ?',
        teaser: '<p>Pour réserver plus vite, retrouver vos billets et suivre vos cinémas et films préférés.</p>',
        answer:
          paragraphs('Le compte est gratuit. Il vous permet de :') +
          bullets(
            'réserver plus vite, vos coordonnées étant déjà remplies ;',
            'retrouver tous vos billets au même endroit ;',
            `suivre ${sites[pen.site].favouriteCinemasLimit > 1 ? `jusqu’à ${sites[pen.site].favouriteCinemasLimit} cinémas favoris` : 'votre cinéma favori'} et leurs séances en premier ;`,
            'garder une liste des films que vous voulez voir.',
          ) +
          paragraphs(`Commencez par choisir ${pen.link('votre cinéma', 'Cinema.List')}.`),
      }),
      en: (pen) => ({
        question: 'Why create a Marquee account?',
        teaser: '<p>To book faster, keep your tickets together and follow your favourite cinemas and films.</p>',
        answer:
          paragraphs('The account is free. It lets you:') +
          bullets(
            'book faster, with your details already filled in;',
            'find all your tickets in one place;',
            `follow ${sites[pen.site].favouriteCinemasLimit > 1 ? `up to ${sites[pen.site].favouriteCinemasLimit} favourite cinemas` : 'your favourite cinema'} and see their showtimes first;`,
            'keep a list of the films you want to see.',
          ) +
          paragraphs(`Start by choosing ${pen.link('your cinema', 'Cinema.List')}.`),
      }),
      de: (pen) => ({
        question: 'Warum ein Marquee-Konto anlegen?',
        teaser:
          '<p>Um schneller zu buchen, Ihre Tickets griffbereit zu haben und Ihren Lieblingskinos und -filmen zu folgen.</p>',
        answer:
          paragraphs('Das Konto ist kostenlos. Damit können Sie:') +
          bullets(
            'schneller buchen, weil Ihre Daten schon ausgefüllt sind;',
            'alle Ihre Tickets an einem Ort finden;',
            `${sites[pen.site].favouriteCinemasLimit > 1 ? `bis zu ${sites[pen.site].favouriteCinemasLimit} Lieblingskinos` : 'Ihrem Lieblingskino'} folgen und deren Vorstellungen zuerst sehen;`,
            'eine Liste der Filme führen, die Sie sehen möchten.',
          ) +
          paragraphs(`Wählen Sie zuerst ${pen.link('Ihr Kino', 'Cinema.List')}.`),
      }),
      nl: (pen) => ({
        question: 'Waarom een Marquee-account aanmaken?',
        teaser:
          '<p>Om sneller te reserveren, je tickets bij elkaar te houden en je favoriete bioscopen en films te volgen.</p>',
        answer:
          paragraphs('Het account is gratis. Je kunt er:') +
          bullets(
            'sneller mee reserveren, omdat je gegevens al zijn ingevuld;',
            'al je tickets op één plek terugvinden;',
            `${sites[pen.site].favouriteCinemasLimit > 1 ? `tot ${sites[pen.site].favouriteCinemasLimit} favoriete bioscopen` : 'je favoriete bioscoop'} volgen en hun voorstellingen als eerste zien;`,
            'een lijst bijhouden van de films die je wilt zien.',
          ) +
          paragraphs(`Kies eerst ${pen.link('je bioscoop', 'Cinema.List')}.`),
      }),
    },
    {
      fr: () => ({
        question: 'J’ai oublié mon mot de passe',
        teaser: '<p>Choisissez « Mot de passe oublié » dans la fenêtre de connexion : un lien arrive par e-mail.</p>',
        answer: steps(
          'Ouvrez la fenêtre de connexion et choisissez « Mot de passe oublié ».',
          'Saisissez l’adresse e-mail de votre compte.',
          'Cliquez sur le lien reçu par e-mail dans l’heure qui suit et choisissez un nouveau mot de passe.',
        ),
      }),
      en: () => ({
        question: 'I forgot my password',
        teaser: '<p>Choose “Forgot password” in the sign-in window: a link arrives by email.</p>',
        answer: steps(
          'Open the sign-in window and choose “Forgot password”.',
          'Enter your account’s email address.',
          'Click the link in the email within the hour and choose a new password.',
        ),
      }),
      de: () => ({
        question: 'Ich habe mein Passwort vergessen',
        teaser: '<p>Wählen Sie im Anmeldefenster „Passwort vergessen“: Sie erhalten einen Link per E-Mail.</p>',
        answer: steps(
          'Öffnen Sie das Anmeldefenster und wählen Sie „Passwort vergessen“.',
          'Geben Sie die E-Mail-Adresse Ihres Kontos ein.',
          'Klicken Sie innerhalb einer Stunde auf den Link in der E-Mail und wählen Sie ein neues Passwort.',
        ),
      }),
      nl: () => ({
        question: 'Ik ben mijn wachtwoord vergeten',
        teaser: '<p>Kies ‘Wachtwoord vergeten’ in het aanmeldvenster: je krijgt een link per e-mail.</p>',
        answer: steps(
          'Open het aanmeldvenster en kies ‘Wachtwoord vergeten’.',
          'Vul het e-mailadres van je account in.',
          'Klik binnen een uur op de link in de e-mail en kies een nieuw wachtwoord.',
        ),
      }),
    },
    {
      fr: (pen) => ({
        question: 'Comment supprimer mon compte ?',
        teaser: '<p>Depuis votre compte, rubrique Profil : vos données sont effacées sous 30 jours.</p>',
        answer: paragraphs(
          'Dans votre compte, ouvrez Profil puis « Supprimer mon compte ». Vos billets à venir restent valables ; vos données personnelles sont effacées sous 30 jours, sauf celles que la loi nous oblige à garder (factures).',
          `Tout savoir sur vos données : ${pen.link('vie privée et données personnelles', 'Cvd')}.`,
        ),
      }),
      en: (pen) => ({
        question: 'How do I delete my account?',
        teaser: '<p>From your account, under Profile: your data is erased within 30 days.</p>',
        answer: paragraphs(
          'In your account, open Profile and choose “Delete my account”. Your upcoming tickets stay valid; your personal data is erased within 30 days, except what the law requires us to keep (invoices).',
          `Everything about your data: ${pen.link('privacy and personal data', 'Cvd')}.`,
        ),
      }),
      de: (pen) => ({
        question: 'Wie lösche ich mein Konto?',
        teaser: '<p>In Ihrem Konto unter Profil: Ihre Daten werden innerhalb von 30 Tagen gelöscht.</p>',
        answer: paragraphs(
          'Öffnen Sie in Ihrem Konto Profil und wählen Sie „Konto löschen“. Ihre künftigen Tickets bleiben gültig; Ihre persönlichen Daten werden innerhalb von 30 Tagen gelöscht, außer denen, die wir gesetzlich aufbewahren müssen (Rechnungen).',
          `Alles zu Ihren Daten: ${pen.link('Datenschutz und persönliche Daten', 'Cvd')}.`,
        ),
      }),
      nl: (pen) => ({
        question: 'Hoe verwijder ik mijn account?',
        teaser: '<p>In je account, onder Profiel: je gegevens worden binnen 30 dagen gewist.</p>',
        answer: paragraphs(
          'Open in je account Profiel en kies ‘Account verwijderen’. Je komende tickets blijven geldig; je persoonsgegevens worden binnen 30 dagen gewist, behalve wat we wettelijk moeten bewaren (facturen).',
          `Alles over je gegevens: ${pen.link('privacy en persoonsgegevens', 'Cvd')}.`,
        ),
      }),
    },
  ],
  visit: [
    {
      fr: (pen) => ({
        question: 'À quelle heure commence vraiment le film ?',
        teaser:
          '<p>L’horaire est celui du début de la séance : le film commence après une vingtaine de minutes de publicités et de bandes-annonces.</p>',
        answer: paragraphs(
          'L’horaire affiché est celui de l’ouverture de la séance. Le film commence après environ 20 minutes de publicités et de bandes-annonces ; l’heure de fin indiquée pour chaque séance en tient compte.',
          'Les salles ouvrent 30 minutes avant. Pour les avant-premières et les événements en direct, arrivez à l’heure : ils commencent sans publicité.',
          `Horaires de début et de fin : ${pen.link('toutes les séances', 'Shows.List')}.`,
        ),
      }),
      en: (pen) => ({
        question: 'When does the film actually start?',
        teaser:
          '<p>The time shown is when the showtime opens: the film starts after about twenty minutes of ads and trailers.</p>',
        answer: paragraphs(
          'The time shown is when the showtime opens. The film starts after about 20 minutes of advertising and trailers; the end time shown for each showtime includes them.',
          'Halls open 30 minutes before. For previews and live events, be on time: they start without advertising.',
          `Start and end times: ${pen.link('every showtime', 'Shows.List')}.`,
        ),
      }),
      de: (pen) => ({
        question: 'Wann beginnt der Film wirklich?',
        teaser:
          '<p>Die angegebene Zeit ist der Beginn der Vorstellung: Der Film startet nach etwa zwanzig Minuten Werbung und Trailern.</p>',
        answer: paragraphs(
          'Die angegebene Uhrzeit ist der Beginn der Vorstellung. Der Film startet nach etwa 20 Minuten Werbung und Trailern; die angegebene Endzeit jeder Vorstellung berücksichtigt das.',
          'Die Säle öffnen 30 Minuten vorher. Bei Vorpremieren und Live-Events seien Sie pünktlich: Sie beginnen ohne Werbung.',
          `Beginn- und Endzeiten: ${pen.link('alle Vorstellungen', 'Shows.List')}.`,
        ),
      }),
      nl: (pen) => ({
        question: 'Hoe laat begint de film echt?',
        teaser:
          '<p>Het tijdstip is het begin van de voorstelling: de film start na ongeveer twintig minuten reclame en trailers.</p>',
        answer: paragraphs(
          'Het vermelde tijdstip is het begin van de voorstelling. De film start na ongeveer 20 minuten reclame en trailers; de vermelde eindtijd van elke voorstelling houdt daar rekening mee.',
          'De zalen gaan 30 minuten vooraf open. Kom bij voorpremières en live-evenementen op tijd: die beginnen zonder reclame.',
          `Begin- en eindtijden: ${pen.link('alle voorstellingen', 'Shows.List')}.`,
        ),
      }),
    },
    {
      fr: (pen) => ({
        question: 'Vos cinémas sont-ils accessibles ?',
        teaser:
          '<p>La plupart de nos salles sont de plain-pied, avec des places pour fauteuil roulant et une boucle magnétique.</p>',
        answer:
          paragraphs('Chaque page de cinéma détaille ses équipements. Dans la plupart de nos cinémas :') +
          bullets(
            'un accès de plain-pied et des places réservées aux fauteuils roulants dans chaque salle ;',
            'une boucle magnétique pour les appareils auditifs ;',
            'des séances en audiodescription et avec sous-titres pour sourds et malentendants, signalées à côté de l’horaire.',
          ) +
          paragraphs(`Trouvez les services de votre salle depuis ${pen.link('la liste des cinémas', 'Cinema.List')}.`),
      }),
      en: (pen) => ({
        question: 'Are your cinemas accessible?',
        teaser: '<p>Most of our halls have step-free access, wheelchair spaces and a hearing loop.</p>',
        answer:
          paragraphs('Each cinema’s page lists its facilities. In most of our cinemas:') +
          bullets(
            'step-free access and wheelchair spaces in every hall;',
            'a hearing loop for hearing aids;',
            'showtimes with audio description and with subtitles for the deaf and hard of hearing, marked next to the time.',
          ) +
          paragraphs(`Find your cinema’s services from ${pen.link('the list of cinemas', 'Cinema.List')}.`),
      }),
      de: (pen) => ({
        question: 'Sind Ihre Kinos barrierefrei?',
        teaser:
          '<p>Die meisten unserer Säle sind stufenlos erreichbar, mit Rollstuhlplätzen und Induktionsschleife.</p>',
        answer:
          paragraphs('Jede Kinoseite nennt ihre Ausstattung. In den meisten unserer Kinos gibt es:') +
          bullets(
            'stufenlosen Zugang und Rollstuhlplätze in jedem Saal;',
            'eine Induktionsschleife für Hörgeräte;',
            'Vorstellungen mit Audiodeskription und mit Untertiteln für Hörgeschädigte, neben der Uhrzeit gekennzeichnet.',
          ) +
          paragraphs(`Die Services Ihres Kinos finden Sie über ${pen.link('die Liste der Kinos', 'Cinema.List')}.`),
      }),
      nl: (pen) => ({
        question: 'Zijn jullie bioscopen toegankelijk?',
        teaser: '<p>De meeste van onze zalen zijn drempelvrij, met rolstoelplaatsen en een ringleiding.</p>',
        answer:
          paragraphs('Elke bioscooppagina vermeldt de voorzieningen. In de meeste van onze bioscopen:') +
          bullets(
            'drempelvrije toegang en rolstoelplaatsen in elke zaal;',
            'een ringleiding voor hoortoestellen;',
            'voorstellingen met audiodescriptie en met ondertiteling voor doven en slechthorenden, aangegeven naast het tijdstip.',
          ) +
          paragraphs(
            `De voorzieningen van je bioscoop vind je via ${pen.link('het overzicht van de bioscopen', 'Cinema.List')}.`,
          ),
      }),
    },
    {
      fr: (pen) => ({
        question: 'Que sont l’IMAX, la 4DX, le Dolby Cinema et le ScreenX ?',
        teaser: `<p>Nos formats premium, chacun pour une autre façon de vivre le film. ${pen.link('Découvrir les expériences', 'Experience.Landing')}.</p>`,
        answer:
          paragraphs('Quatre formats, quatre façons de voir un film :') +
          technologyLinks(pen, {
            imax: 'un écran géant et une image plus haute, pour les films tournés en IMAX ;',
            '4dx': 'des sièges qui bougent, du vent, de l’eau et des odeurs, synchronisés avec l’action ;',
            dolby: 'l’image Dolby Vision et le son Dolby Atmos, dans une salle aux fauteuils inclinables ;',
            screenx: 'l’image prolongée sur les murs de la salle, à 270 degrés.',
          }),
      }),
      en: (pen) => ({
        question: 'What are IMAX, 4DX, Dolby Cinema and ScreenX?',
        teaser: `<p>Our premium formats, each a different way to experience a film. ${pen.link('Discover the experiences', 'Experience.Landing')}.</p>`,
        answer:
          paragraphs('Four formats, four ways to see a film:') +
          technologyLinks(pen, {
            imax: 'a giant screen and a taller picture, for films shot in IMAX;',
            '4dx': 'seats that move, wind, water and scents, in time with the action;',
            dolby: 'Dolby Vision picture and Dolby Atmos sound, in a hall with reclining seats;',
            screenx: 'the picture extended onto the side walls, over 270 degrees.',
          }),
      }),
      de: (pen) => ({
        question: 'Was sind IMAX, 4DX, Dolby Cinema und ScreenX?',
        teaser: `<p>Unsere Premiumformate, jedes eine andere Art, einen Film zu erleben. ${pen.link('Die Erlebnisse entdecken', 'Experience.Landing')}.</p>`,
        answer:
          paragraphs('Vier Formate, vier Arten, einen Film zu sehen:') +
          technologyLinks(pen, {
            imax: 'eine Riesenleinwand und ein höheres Bild, für Filme, die in IMAX gedreht wurden;',
            '4dx': 'Sitze, die sich bewegen, Wind, Wasser und Düfte, passend zur Handlung;',
            dolby: 'Dolby-Vision-Bild und Dolby-Atmos-Ton in einem Saal mit Liegesesseln;',
            screenx: 'das Bild auf die Seitenwände verlängert, über 270 Grad.',
          }),
      }),
      nl: (pen) => ({
        question: 'Wat zijn IMAX, 4DX, Dolby Cinema en ScreenX?',
        teaser: `<p>Onze premiumformaten, elk een andere manier om een film te beleven. ${pen.link('Ontdek de belevingen', 'Experience.Landing')}.</p>`,
        answer:
          paragraphs('Vier formaten, vier manieren om een film te zien:') +
          technologyLinks(pen, {
            imax: 'een reusachtig scherm en een hoger beeld, voor films die in IMAX zijn gedraaid;',
            '4dx': 'stoelen die bewegen, wind, water en geuren, gelijk met de actie;',
            dolby: 'Dolby Vision-beeld en Dolby Atmos-geluid, in een zaal met ligstoelen;',
            screenx: 'het beeld doorgetrokken op de zijmuren, over 270 graden.',
          }),
      }),
    },
  ],
  vouchers: [
    {
      fr: (pen) => ({
        question: 'Comment utiliser une contremarque ou une CinéCarte en ligne ?',
        teaser:
          '<p>Choisissez votre séance, puis saisissez le code de votre contremarque ou de votre carte au moment du paiement.</p>',
        answer:
          steps(
            'Choisissez votre film, votre séance et vos places.',
            'Au moment du paiement, choisissez « Contremarque ou carte » et saisissez le code imprimé au dos.',
            'Le montant restant éventuel se règle par carte bancaire.',
          ) +
          paragraphs(`Nos cartes prépayées sont présentées sur ${pen.link('la page CinéCarte', 'ECards.FiveSeats')}.`),
      }),
      en: (pen) => ({
        question: 'How do I use a voucher or a cinema card online?',
        teaser: '<p>Choose your showtime, then enter your voucher or card code at checkout.</p>',
        answer:
          steps(
            'Choose your film, showtime and seats.',
            'At checkout, choose “Voucher or card” and enter the code printed on the back.',
            'Pay any remaining amount by bank card.',
          ) + paragraphs(`Our prepaid cards are on ${pen.link('the cinema cards page', 'ECards.FiveSeats')}.`),
      }),
      de: (pen) => ({
        question: 'Wie löse ich einen Gutschein oder eine Kinokarte online ein?',
        teaser:
          '<p>Wählen Sie Ihre Vorstellung und geben Sie beim Bezahlen den Code Ihres Gutscheins oder Ihrer Karte ein.</p>',
        answer:
          steps(
            'Wählen Sie Film, Vorstellung und Plätze.',
            'Wählen Sie beim Bezahlen „Gutschein oder Karte“ und geben Sie den Code von der Rückseite ein.',
            'Einen Restbetrag bezahlen Sie mit Bankkarte.',
          ) +
          paragraphs(
            `Unsere Prepaid-Karten finden Sie auf ${pen.link('der Seite der Kinokarten', 'ECards.FiveSeats')}.`,
          ),
      }),
      nl: (pen) => ({
        question: 'Hoe gebruik ik een bon of bioscoopkaart online?',
        teaser: '<p>Kies je voorstelling en vul bij het betalen de code van je bon of kaart in.</p>',
        answer:
          steps(
            'Kies je film, voorstelling en stoelen.',
            'Kies bij het betalen ‘Bon of kaart’ en vul de code op de achterkant in.',
            'Een eventueel restbedrag betaal je met je bankkaart.',
          ) +
          paragraphs(
            `Onze prepaidkaarten vind je op ${pen.link('de pagina met bioscoopkaarten', 'ECards.FiveSeats')}.`,
          ),
      }),
    },
    {
      fr: (pen) => ({
        question: 'Combien de temps ma contremarque est-elle valable ?',
        teaser: '<p>Un an à partir de l’achat ; la date limite figure sur la contremarque.</p>',
        answer:
          bullets(
            'Contremarque : valable un an à partir de l’achat, pour une place.',
            'Carte cadeau : valable un an, utilisable en plusieurs fois jusqu’à épuisement du solde.',
            'Chèque cinéma : valable jusqu’à la date imprimée.',
          ) +
          paragraphs(
            pen.path('VoucherChecker')
              ? `Vérifiez la validité d’un code avec ${pen.link('notre outil de vérification', 'VoucherChecker')}.`
              : 'La date limite figure au dos de chaque contremarque et de chaque carte.',
          ),
      }),
      en: (pen) => ({
        question: 'How long is my voucher valid?',
        teaser: '<p>One year from purchase; the expiry date is printed on the voucher.</p>',
        answer:
          bullets(
            'Voucher: valid for one year from purchase, for one seat.',
            'Gift card: valid for one year, usable several times until the balance runs out.',
            'Cinema cheque: valid until the printed date.',
          ) +
          paragraphs(
            pen.path('VoucherChecker')
              ? `Check a code with ${pen.link('our voucher checker', 'VoucherChecker')}.`
              : 'The expiry date is printed on the back of every voucher and card.',
          ),
      }),
      de: (pen) => ({
        question: 'Wie lange ist mein Gutschein gültig?',
        teaser: '<p>Ein Jahr ab Kauf; das Ablaufdatum steht auf dem Gutschein.</p>',
        answer:
          bullets(
            'Gutschein: ein Jahr ab Kauf gültig, für einen Platz.',
            'Geschenkkarte: ein Jahr gültig, mehrfach einlösbar bis das Guthaben aufgebraucht ist.',
            'Kinoscheck: gültig bis zum aufgedruckten Datum.',
          ) +
          paragraphs(
            pen.path('VoucherChecker')
              ? `Prüfen Sie einen Code mit ${pen.link('unserer Gutscheinprüfung', 'VoucherChecker')}.`
              : 'Das Ablaufdatum steht auf der Rückseite jedes Gutscheins und jeder Karte.',
          ),
      }),
      nl: (pen) => ({
        question: 'Hoe lang is mijn bon geldig?',
        teaser: '<p>Een jaar na aankoop; de vervaldatum staat op de bon.</p>',
        answer:
          bullets(
            'Bon: een jaar geldig na aankoop, voor één plaats.',
            'Cadeaukaart: een jaar geldig, meerdere keren te gebruiken tot het saldo op is.',
            'Bioscoopbon: geldig tot de gedrukte datum.',
          ) +
          paragraphs(
            pen.path('VoucherChecker')
              ? `Controleer een code met ${pen.link('onze bonnencheck', 'VoucherChecker')}.`
              : 'De vervaldatum staat op de achterkant van elke bon en kaart.',
          ),
      }),
    },
    {
      fr: (pen) => ({
        question: 'Où acheter une carte cadeau ?',
        teaser: '<p>En ligne ou à la caisse de tous nos cinémas, du montant de votre choix.</p>',
        answer: paragraphs(
          `Les cartes cadeaux s’achètent à la caisse de nos cinémas et en ligne, du montant de votre choix. Pour offrir plusieurs séances, pensez aussi à ${pen.link('la CinéCarte 5 places', 'ECards.FiveSeats')}.`,
          pen.path('GiftCard')
            ? `Consultez le solde d’une carte sur ${pen.link('la page carte cadeau', 'GiftCard')}.`
            : 'Le solde d’une carte est indiqué sur chaque ticket de caisse et dans votre compte.',
        ),
      }),
      en: (pen) => ({
        question: 'Where can I buy a gift card?',
        teaser: '<p>Online or at the box office of any of our cinemas, for the amount you choose.</p>',
        answer: paragraphs(
          `Gift cards are sold at the box office of our cinemas and online, for the amount you choose. To give several films, think of ${pen.link('the 5-seat card', 'ECards.FiveSeats')} too.`,
          pen.path('GiftCard')
            ? `Check a card’s balance on ${pen.link('the gift card page', 'GiftCard')}.`
            : 'A card’s balance is printed on every receipt and shown in your account.',
        ),
      }),
      de: (pen) => ({
        question: 'Wo kaufe ich eine Geschenkkarte?',
        teaser: '<p>Online oder an der Kasse jedes unserer Kinos, mit einem Betrag Ihrer Wahl.</p>',
        answer: paragraphs(
          `Geschenkkarten gibt es an der Kasse unserer Kinos und online, mit einem Betrag Ihrer Wahl. Wer mehrere Filme verschenken möchte, denkt auch an ${pen.link('die 5-Plätze-Karte', 'ECards.FiveSeats')}.`,
          pen.path('GiftCard')
            ? `Das Guthaben einer Karte sehen Sie auf ${pen.link('der Geschenkkarten-Seite', 'GiftCard')}.`
            : 'Das Guthaben einer Karte steht auf jedem Kassenbon und in Ihrem Konto.',
        ),
      }),
      nl: (pen) => ({
        question: 'Waar koop ik een cadeaukaart?',
        teaser: '<p>Online of aan de kassa van al onze bioscopen, voor het bedrag dat je kiest.</p>',
        answer: paragraphs(
          `Cadeaukaarten koop je aan de kassa van onze bioscopen en online, voor het bedrag dat je kiest. Wil je meerdere films cadeau doen, denk dan ook aan ${pen.link('de 5-plaatsenkaart', 'ECards.FiveSeats')}.`,
          pen.path('GiftCard')
            ? `Bekijk het saldo van een kaart op ${pen.link('de cadeaukaartpagina', 'GiftCard')}.`
            : 'Het saldo van een kaart staat op elk kassabonnetje en in je account.',
        ),
      }),
    },
  ],
};

export interface FaqCategoryWords {
  title: Localized;
  description: Localized;
}

export interface FaqArticleWords extends Record<keyof FaqText, Localized> {
  /** A slug that says what the question is about, stable across languages. */
  slug: string;
}

const slugWords: Record<FaqTopic, readonly string[]> = {
  booking: ['book-tickets-online', 'exchange-or-cancel', 'no-confirmation-email'],
  programme: ['showtimes-published', 'film-versions', 'age-ratings'],
  subscription: ['how-it-works', 'premium-formats', 'cancel-subscription'],
  loyalty: ['star-programme', 'collect-points', 'points-expiry'],
  home: ['what-is-marquee-home', 'devices', 'rental-period'],
  account: ['why-an-account', 'forgotten-password', 'delete-account'],
  visit: ['film-start-time', 'accessibility', 'premium-formats'],
  vouchers: ['use-a-voucher', 'voucher-validity', 'buy-a-gift-card'],
};

/** A help-centre tile's title and description, in all four languages. */
export function faqCategoryWords(tile: string): FaqCategoryWords {
  const known = tiles[tile];
  if (!known) throw new Error(`no help-centre words for the tile ${tile}`);
  return { title: known.title, description: topicDescriptions[known.topic] };
}

/** A tile's three questions, written for one site in each of its languages. */
export function faqArticleWords(site: SiteCode, tile: string): FaqArticleWords[] {
  const known = tiles[tile];
  if (!known) throw new Error(`no help-centre words for the tile ${tile}`);
  const { topic } = known;
  return questions[topic].map((question, index) => {
    const texts = sites[site].languages.map(
      (language) => [language, question[language](penFor(site, language))] as const,
    );
    const field = (name: keyof FaqText): Localized =>
      Object.fromEntries(texts.map(([language, text]) => [language, text[name]]));
    return {
      slug: `${tile}-${slugWords[topic][index] ?? index + 1}`,
      question: field('question'),
      teaser: field('teaser'),
      answer: field('answer'),
    };
  });
}

/** Topics whose answers must show a list or a link (issue 20: "FAQ answers with links and lists kept"). */
export const faqTopics = Object.keys(questions) as FaqTopic[];
