import type { Language, SiteCode } from '@marquee/data';
import type { Localized } from '../../db/schema.ts';
import { localized } from '../text.ts';
import { bullets, paragraphs, type Pen } from './pen.ts';

/**
 * The chain's information pages (master template pages, catalogue.txt §2 "info/{slug}"): about
 * us, privacy (the Cvd page reads it), the general terms of sale (GeneralTerms reads it) and the
 * legal notice, written for each country's company (issue 20: "'Qui sommes-nous' says 'Marquee.';
 * the terms of sale are three generic sentences").
 */

export interface SiteFacts {
  cinemas: readonly { name: string; slug: string; halls: number }[];
  cities: readonly string[];
}

interface Company {
  name: string;
  address: string;
  register: string;
  /** "in France", per language, with the country's own article. */
  inCountry: Localized;
  email: string;
}

const companies: Record<SiteCode, Company> = {
  fr: {
    name: 'Marquee France SAS',
    address: '12 rue des Lumières, 75010 Paris',
    register: 'RCS Paris 812 345 678',
    inCountry: localized('en France', 'in France', 'in Frankreich', 'in Frankrijk'),
    email: 'contact@marquee.fr',
  },
  ch: {
    name: 'Marquee Suisse SA',
    address: 'Rue du Rhône 40, 1204 Genève',
    register: 'IDE CHE-123.456.789',
    inCountry: localized('en Suisse', 'in Switzerland', 'in der Schweiz', 'in Zwitserland'),
    email: 'contact@marquee.ch',
  },
  be: {
    name: 'Marquee Belgium SA/NV',
    address: 'Boulevard Anspach 110, 1000 Bruxelles',
    register: 'BCE/KBO 0712.345.678',
    inCountry: localized('en Belgique', 'in Belgium', 'in Belgien', 'in België'),
    email: 'contact@marquee.be',
  },
  nl: {
    name: 'Marquee Nederland B.V.',
    address: 'Keizersgracht 200, 1016 DW Amsterdam',
    register: 'KvK 71234567',
    inCountry: localized('aux Pays-Bas', 'in the Netherlands', 'in den Niederlanden', 'in Nederland'),
    email: 'contact@marquee.nl',
  },
  tn: {
    name: 'Marquee Tunisie SARL',
    address: '50 avenue Habib Bourguiba, 1000 Tunis',
    register: 'RNE 1712345A',
    inCountry: localized('en Tunisie', 'in Tunisia', 'in Tunesien', 'in Tunesië'),
    email: 'contact@marquee.tn',
  },
  sn: {
    name: 'Marquee Sénégal SA',
    address: '20 boulevard de la République, Dakar',
    register: 'RCCM SN-DKR-2019-B-12345',
    inCountry: localized('au Sénégal', 'in Senegal', 'im Senegal', 'in Senegal'),
    email: 'contact@marquee.sn',
  },
  ci: {
    name: 'Marquee Côte d’Ivoire SA',
    address: 'Boulevard Lagunaire, Plateau, Abidjan',
    register: 'RCCM CI-ABJ-2018-B-23456',
    inCountry: localized('en Côte d’Ivoire', 'in Côte d’Ivoire', 'in der Elfenbeinküste', 'in Ivoorkust'),
    email: 'contact@marquee.ci',
  },
  ma: {
    name: 'Marquee Maroc SA',
    address: '120 boulevard Mohammed V, Casablanca',
    register: 'RC Casablanca 412345',
    inCountry: localized('au Maroc', 'in Morocco', 'in Marokko', 'in Marokko'),
    email: 'contact@marquee.ma',
  },
};

const host = 'Marquee Digital, 12 rue des Lumières, 75010 Paris';

/** Postal addresses, written as the post writes them in every language (the word checks skip them). */
export const postalAddresses: readonly string[] = [...Object.values(companies).map((company) => company.address), host];

export interface PageWords {
  /** The slug's stem: the site's default language has it bare, the others add the language. */
  key: string;
  title: Localized;
  write: Record<Language, (pen: Pen, facts: SiteFacts) => string>;
}

const heading = (text: string) => `<p><strong>${text}</strong></p>`;
const count = (facts: SiteFacts) => ({
  cinemas: facts.cinemas.length,
  halls: facts.cinemas.reduce((sum, cinema) => sum + cinema.halls, 0),
});
/** A few of the site's cinemas, each linked to its page. */
const cinemaList = (pen: Pen, facts: SiteFacts) =>
  bullets(...facts.cinemas.slice(0, 5).map((cinema) => pen.link(cinema.name, 'Cinema.Single', { slug: cinema.slug })));
const cityNames = (facts: SiteFacts, and: string) => {
  const names = facts.cities.slice(0, 4);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}` : (names[0] ?? '');
};
const company = (pen: Pen) => companies[pen.site];

export const informationPages: readonly PageWords[] = [
  {
    key: 'about',
    title: localized('Qui sommes-nous', 'About us', 'Über uns', 'Over ons'),
    write: {
      fr: (pen, facts) =>
        paragraphs(
          `Marquee exploite ${count(facts).cinemas} cinémas et ${count(facts).halls} salles ${company(pen).inCountry.fr}, à ${cityNames(facts, 'et')}. Notre métier : vous faire aimer la salle, avec la meilleure image, le meilleur son et un accueil qui donne envie de revenir.`,
        ) +
        heading('Nos cinémas') +
        cinemaList(pen, facts) +
        paragraphs(`Tous nos établissements sont sur ${pen.link('la liste des cinémas', 'Cinema.List')}.`) +
        heading('Ce qui nous tient à cœur') +
        bullets(
          `des formats premium pour les grands films : ${pen.link('IMAX, 4DX, Dolby Cinema et ScreenX', 'Experience.Landing')} ;`,
          'des salles accessibles, des séances en audiodescription et sous-titrées pour sourds et malentendants ;',
          `une programmation pour toute la famille, des ${pen.link('films pour enfants', 'Shows.List', {}, 'kids')} aux retransmissions d’opéra.`,
        ) +
        paragraphs(`Une question ? Notre ${pen.link('centre d’aide', 'Faq.Home')} vous répond.`),
      en: (pen, facts) =>
        paragraphs(
          `Marquee runs ${count(facts).cinemas} cinemas and ${count(facts).halls} screens ${company(pen).inCountry.en}, in ${cityNames(facts, 'and')}. Our job: making you love the big screen, with the best picture, the best sound and a welcome that makes you want to come back.`,
        ) +
        heading('Our cinemas') +
        cinemaList(pen, facts) +
        paragraphs(`Every one of them is in ${pen.link('the list of cinemas', 'Cinema.List')}.`) +
        heading('What we care about') +
        bullets(
          `premium formats for the big films: ${pen.link('IMAX, 4DX, Dolby Cinema and ScreenX', 'Experience.Landing')};`,
          'accessible halls, showtimes with audio description and subtitles for the deaf and hard of hearing;',
          `a programme for the whole family, from ${pen.link('children’s films', 'Shows.List', {}, 'kids')} to live opera.`,
        ) +
        paragraphs(`A question? Our ${pen.link('help centre', 'Faq.Home')} has the answers.`),
      de: (pen, facts) =>
        paragraphs(
          `Marquee betreibt ${count(facts).cinemas} Kinos mit ${count(facts).halls} Sälen ${company(pen).inCountry.de}, in ${cityNames(facts, 'und')}. Unsere Aufgabe: Sie für die große Leinwand begeistern, mit dem besten Bild, dem besten Ton und einem Empfang, der Lust auf mehr macht.`,
        ) +
        heading('Unsere Kinos') +
        cinemaList(pen, facts) +
        paragraphs(`Alle Häuser finden Sie in ${pen.link('der Liste der Kinos', 'Cinema.List')}.`) +
        heading('Was uns wichtig ist') +
        bullets(
          `Premiumformate für die großen Filme: ${pen.link('IMAX, 4DX, Dolby Cinema und ScreenX', 'Experience.Landing')};`,
          'barrierefreie Säle, Vorstellungen mit Audiodeskription und Untertiteln für Hörgeschädigte;',
          `ein Programm für die ganze Familie, von ${pen.link('Kinderfilmen', 'Shows.List', {}, 'kids')} bis zu Opernübertragungen.`,
        ) +
        paragraphs(`Fragen? Unser ${pen.link('Hilfe-Center', 'Faq.Home')} hilft weiter.`),
      nl: (pen, facts) =>
        paragraphs(
          `Marquee heeft ${count(facts).cinemas} bioscopen met ${count(facts).halls} zalen ${company(pen).inCountry.nl}, in ${cityNames(facts, 'en')}. Ons vak: je laten houden van het grote scherm, met het beste beeld, het beste geluid en een ontvangst waardoor je graag terugkomt.`,
        ) +
        heading('Onze bioscopen') +
        cinemaList(pen, facts) +
        paragraphs(`Ze staan allemaal in ${pen.link('het overzicht van de bioscopen', 'Cinema.List')}.`) +
        heading('Waar we om geven') +
        bullets(
          `premiumformaten voor de grote films: ${pen.link('IMAX, 4DX, Dolby Cinema en ScreenX', 'Experience.Landing')};`,
          'toegankelijke zalen, voorstellingen met audiodescriptie en ondertiteling voor doven en slechthorenden;',
          `een programma voor het hele gezin, van ${pen.link('kinderfilms', 'Shows.List', {}, 'kids')} tot live opera.`,
        ) +
        paragraphs(`Een vraag? Ons ${pen.link('helpcentrum', 'Faq.Home')} helpt je verder.`),
    },
  },
  {
    key: 'privacy',
    title: localized(
      'Vie privée et données personnelles',
      'Privacy and personal data',
      'Datenschutz',
      'Privacy en persoonsgegevens',
    ),
    write: {
      fr: (pen) =>
        paragraphs(
          `${company(pen).name} est responsable des données personnelles collectées sur ce site et dans nos cinémas. Nous ne collectons que ce qui sert à vous vendre des places et à vous informer, et nous ne vendons jamais vos données.`,
        ) +
        heading('Les données que nous traitons') +
        bullets(
          'votre compte : nom, adresse e-mail, mot de passe chiffré ;',
          'vos réservations et vos paiements (les données de carte restent chez notre prestataire de paiement) ;',
          'vos cinémas favoris et votre liste de films à voir ;',
          'les cookies de mesure d’audience, seulement si vous les acceptez.',
        ) +
        heading('Combien de temps') +
        paragraphs(
          'Les données du compte sont gardées tant que le compte est actif, puis trois ans après votre dernière activité. Les factures sont conservées dix ans, comme la loi l’exige.',
        ) +
        heading('Vos droits') +
        bullets(
          'accéder à vos données et en obtenir une copie ;',
          'les faire corriger ou effacer ;',
          'vous opposer à la prospection, à tout moment, par le lien présent dans chaque e-mail.',
        ) +
        paragraphs(
          `Écrivez-nous à ${company(pen).email} ou passez par ${pen.link('le centre d’aide', 'Faq.Home')}. Vous pouvez aussi saisir l’autorité de protection des données de votre pays.`,
        ),
      en: (pen) =>
        paragraphs(
          `${company(pen).name} is responsible for the personal data collected on this site and in our cinemas. We collect only what we need to sell you tickets and keep you informed, and we never sell your data.`,
        ) +
        heading('The data we process') +
        bullets(
          'your account: name, email address, encrypted password;',
          'your bookings and payments (card details stay with our payment provider);',
          'your favourite cinemas and your list of films to see;',
          'audience measurement cookies, only if you accept them.',
        ) +
        heading('How long') +
        paragraphs(
          'Account data is kept while the account is active, then for three years after your last activity. Invoices are kept for ten years, as the law requires.',
        ) +
        heading('Your rights') +
        bullets(
          'see your data and get a copy of it;',
          'have it corrected or erased;',
          'object to marketing at any time, through the link in every email.',
        ) +
        paragraphs(
          `Write to us at ${company(pen).email} or go through ${pen.link('the help centre', 'Faq.Home')}. You can also contact your country’s data protection authority.`,
        ),
      de: (pen) =>
        paragraphs(
          `${company(pen).name} ist verantwortlich für die personenbezogenen Daten, die auf dieser Website und in unseren Kinos erhoben werden. Wir erheben nur, was wir brauchen, um Ihnen Tickets zu verkaufen und Sie zu informieren, und wir verkaufen Ihre Daten nie.`,
        ) +
        heading('Welche Daten wir verarbeiten') +
        bullets(
          'Ihr Konto: Name, E-Mail-Adresse, verschlüsseltes Passwort;',
          'Ihre Buchungen und Zahlungen (Kartendaten bleiben bei unserem Zahlungsdienstleister);',
          'Ihre Lieblingskinos und Ihre Merkliste;',
          'Cookies zur Reichweitenmessung, nur mit Ihrer Zustimmung.',
        ) +
        heading('Wie lange') +
        paragraphs(
          'Kontodaten speichern wir, solange das Konto aktiv ist, und danach drei Jahre ab Ihrer letzten Aktivität. Rechnungen bewahren wir zehn Jahre auf, wie es das Gesetz verlangt.',
        ) +
        heading('Ihre Rechte') +
        bullets(
          'Auskunft über Ihre Daten und eine Kopie davon;',
          'Berichtigung oder Löschung;',
          'Widerspruch gegen Werbung, jederzeit über den Link in jeder E-Mail.',
        ) +
        paragraphs(
          `Schreiben Sie uns an ${company(pen).email} oder nutzen Sie ${pen.link('das Hilfe-Center', 'Faq.Home')}. Sie können sich auch an die Datenschutzbehörde Ihres Landes wenden.`,
        ),
      nl: (pen) =>
        paragraphs(
          `${company(pen).name} is verantwoordelijk voor de persoonsgegevens die op deze site en in onze bioscopen worden verzameld. We verzamelen alleen wat nodig is om je tickets te verkopen en je op de hoogte te houden, en we verkopen je gegevens nooit.`,
        ) +
        heading('Welke gegevens we verwerken') +
        bullets(
          'je account: naam, e-mailadres, versleuteld wachtwoord;',
          'je reserveringen en betalingen (kaartgegevens blijven bij onze betaalprovider);',
          'je favoriete bioscopen en je lijst met films die je wilt zien;',
          'cookies voor bezoekersstatistieken, alleen als je ze accepteert.',
        ) +
        heading('Hoe lang') +
        paragraphs(
          'Accountgegevens bewaren we zolang het account actief is, en daarna drie jaar na je laatste activiteit. Facturen bewaren we tien jaar, zoals de wet voorschrijft.',
        ) +
        heading('Je rechten') +
        bullets(
          'je gegevens inzien en er een kopie van krijgen;',
          'ze laten verbeteren of wissen;',
          'bezwaar maken tegen reclame, op elk moment, via de link in elke e-mail.',
        ) +
        paragraphs(
          `Schrijf ons op ${company(pen).email} of ga naar ${pen.link('het helpcentrum', 'Faq.Home')}. Je kunt ook terecht bij de gegevensbeschermingsautoriteit van je land.`,
        ),
    },
  },
  {
    key: 'general-terms',
    title: localized(
      'Conditions générales de vente',
      'General terms of sale',
      'Allgemeine Verkaufsbedingungen',
      'Algemene verkoopvoorwaarden',
    ),
    write: {
      fr: (pen) =>
        heading('1. Objet') +
        paragraphs(
          `Les présentes conditions s’appliquent à tout achat de billets, de cartes et d’abonnements auprès de ${company(pen).name}, sur ce site, dans l’application et aux caisses de nos cinémas.`,
        ) +
        heading('2. Billets et prix') +
        paragraphs(
          'Les prix sont indiqués toutes taxes comprises, par place, pour une séance donnée. Les tarifs réduits (étudiants, moins de 14 ans, seniors) sont accordés sur présentation d’un justificatif à l’entrée. Les suppléments (IMAX, 4DX, 3D) s’ajoutent au prix de la place.',
        ) +
        heading('3. Paiement') +
        bullets('carte bancaire ;', 'carte cadeau ou contremarque ;', 'abonnement en cours de validité.') +
        heading('4. Accès à la salle') +
        paragraphs(
          'Le billet électronique, présenté sur téléphone ou imprimé, donne accès à la salle jusqu’à 15 minutes après le début du film. Les classifications par âge s’appliquent ; une pièce d’identité peut être demandée.',
        ) +
        heading('5. Échange et remboursement') +
        paragraphs(
          'Les billets ne sont ni échangés ni remboursés. Si une séance est annulée par le cinéma, le remboursement est automatique sous cinq jours ouvrés.',
        ) +
        heading('6. Cartes et abonnements') +
        paragraphs(
          `Les cartes prépayées sont valables un an (${pen.link('voir les CinéCartes', 'ECards.FiveSeats')}). ${
            pen.path('Subscription')
              ? `Les abonnements sont mensuels et résiliables à tout moment pour la fin du mois en cours (${pen.link('voir les abonnements', 'Subscription')}).`
              : 'Les abonnements ne sont pas proposés dans ce pays.'
          }`,
        ) +
        heading('7. Réclamations') +
        paragraphs(
          `Toute réclamation s’adresse au service client depuis ${pen.link('le centre d’aide', 'Faq.Home')} ou à ${company(pen).email}. À défaut d’accord, le litige peut être porté devant le médiateur de la consommation.`,
        ),
      en: (pen) =>
        heading('1. Scope') +
        paragraphs(
          `These terms apply to every purchase of tickets, cards and subscriptions from ${company(pen).name}, on this site, in the app and at the box office of our cinemas.`,
        ) +
        heading('2. Tickets and prices') +
        paragraphs(
          'Prices include all taxes and are per seat, for one showtime. Reduced prices (students, under 14, seniors) are granted on proof at the door. Supplements (IMAX, 4DX, 3D) are added to the ticket price.',
        ) +
        heading('3. Payment') +
        bullets('bank card;', 'gift card or voucher;', 'a valid subscription.') +
        heading('4. Entry to the hall') +
        paragraphs(
          'The e-ticket, shown on a phone or printed, gives entry to the hall up to 15 minutes after the film starts. Age ratings apply; ID may be requested.',
        ) +
        heading('5. Exchanges and refunds') +
        paragraphs(
          'Tickets are neither exchanged nor refunded. If the cinema cancels a showtime, the refund is automatic within five working days.',
        ) +
        heading('6. Cards and subscriptions') +
        paragraphs(
          `Prepaid cards are valid for one year (${pen.link('see the cinema cards', 'ECards.FiveSeats')}). ${
            pen.path('Subscription')
              ? `Subscriptions are monthly and can be cancelled at any time, ending with the current month (${pen.link('see the subscriptions', 'Subscription')}).`
              : 'Subscriptions are not offered in this country.'
          }`,
        ) +
        heading('7. Complaints') +
        paragraphs(
          `Send any complaint to customer service through ${pen.link('the help centre', 'Faq.Home')} or to ${company(pen).email}. Failing agreement, the dispute may be taken to the consumer ombudsman.`,
        ),
      de: (pen) =>
        heading('1. Geltungsbereich') +
        paragraphs(
          `Diese Bedingungen gelten für jeden Kauf von Tickets, Karten und Abos bei ${company(pen).name}, auf dieser Website, in der App und an den Kassen unserer Kinos.`,
        ) +
        heading('2. Tickets und Preise') +
        paragraphs(
          'Die Preise verstehen sich inklusive aller Steuern, pro Platz und Vorstellung. Ermäßigungen (Studierende, unter 14 Jahren, Senioren) gelten gegen Nachweis am Eingang. Zuschläge (IMAX, 4DX, 3D) kommen zum Ticketpreis hinzu.',
        ) +
        heading('3. Zahlung') +
        bullets('Bankkarte;', 'Geschenkkarte oder Gutschein;', 'ein gültiges Abo.') +
        heading('4. Einlass') +
        paragraphs(
          'Das E-Ticket, auf dem Handy gezeigt oder ausgedruckt, berechtigt bis 15 Minuten nach Filmbeginn zum Einlass. Es gelten die Altersfreigaben; ein Ausweis kann verlangt werden.',
        ) +
        heading('5. Umtausch und Erstattung') +
        paragraphs(
          'Tickets werden weder umgetauscht noch erstattet. Sagt das Kino eine Vorstellung ab, wird der Betrag innerhalb von fünf Werktagen automatisch erstattet.',
        ) +
        heading('6. Karten und Abos') +
        paragraphs(
          `Prepaid-Karten sind ein Jahr gültig (${pen.link('zu den Kinokarten', 'ECards.FiveSeats')}). ${
            pen.path('Subscription')
              ? `Abos laufen monatlich und sind jederzeit zum Ende des laufenden Monats kündbar (${pen.link('zu den Abos', 'Subscription')}).`
              : 'Abos werden in diesem Land nicht angeboten.'
          }`,
        ) +
        heading('7. Beschwerden') +
        paragraphs(
          `Beschwerden richten Sie über ${pen.link('das Hilfe-Center', 'Faq.Home')} oder an ${company(pen).email} an den Kundendienst. Kommt keine Einigung zustande, kann die Verbraucherschlichtungsstelle angerufen werden.`,
        ),
      nl: (pen) =>
        heading('1. Toepassing') +
        paragraphs(
          `Deze voorwaarden gelden voor elke aankoop van tickets, kaarten en abonnementen bij ${company(pen).name}, op deze site, in de app en aan de kassa’s van onze bioscopen.`,
        ) +
        heading('2. Tickets en prijzen') +
        paragraphs(
          'De prijzen zijn inclusief alle belastingen, per plaats en per voorstelling. Kortingen (studenten, jonger dan 14, 65-plussers) gelden op vertoon van een bewijs bij de ingang. Toeslagen (IMAX, 4DX, 3D) komen bovenop de ticketprijs.',
        ) +
        heading('3. Betaling') +
        bullets('bankkaart;', 'cadeaukaart of bon;', 'een geldig abonnement.') +
        heading('4. Toegang tot de zaal') +
        paragraphs(
          'Het e-ticket, op je telefoon of geprint, geeft toegang tot de zaal tot 15 minuten na het begin van de film. De leeftijdsclassificaties gelden; er kan om een ID worden gevraagd.',
        ) +
        heading('5. Ruilen en terugbetalen') +
        paragraphs(
          'Tickets worden niet geruild of terugbetaald. Annuleert de bioscoop een voorstelling, dan wordt het bedrag binnen vijf werkdagen automatisch terugbetaald.',
        ) +
        heading('6. Kaarten en abonnementen') +
        paragraphs(
          `Prepaidkaarten zijn een jaar geldig (${pen.link('bekijk de bioscoopkaarten', 'ECards.FiveSeats')}). ${
            pen.path('Subscription')
              ? `Abonnementen lopen per maand en zijn altijd opzegbaar tegen het einde van de lopende maand (${pen.link('bekijk de abonnementen', 'Subscription')}).`
              : 'In dit land worden geen abonnementen aangeboden.'
          }`,
        ) +
        heading('7. Klachten') +
        paragraphs(
          `Klachten stuur je naar de klantenservice via ${pen.link('het helpcentrum', 'Faq.Home')} of naar ${company(pen).email}. Komen we er samen niet uit, dan kun je naar de geschillencommissie.`,
        ),
    },
  },
  {
    key: 'legal-notice',
    title: localized('Mentions légales', 'Legal notice', 'Impressum', 'Colofon'),
    write: {
      fr: (pen) =>
        heading('Éditeur') +
        paragraphs(
          `${company(pen).name}, ${company(pen).address}. ${company(pen).register}. Contact : ${company(pen).email}.`,
        ) +
        heading('Hébergement') +
        paragraphs(host) +
        heading('Propriété intellectuelle') +
        paragraphs(
          'Les textes, logos et mises en page de ce site appartiennent à Marquee. Les affiches, photos et bandes-annonces des films appartiennent à leurs distributeurs et sont reproduites avec leur accord.',
        ) +
        paragraphs(`Vos données personnelles : ${pen.link('vie privée et données personnelles', 'Cvd')}.`),
      en: (pen) =>
        heading('Publisher') +
        paragraphs(
          `${company(pen).name}, ${company(pen).address}. ${company(pen).register}. Contact: ${company(pen).email}.`,
        ) +
        heading('Hosting') +
        paragraphs(host) +
        heading('Intellectual property') +
        paragraphs(
          'The texts, logos and layouts of this site belong to Marquee. Film posters, stills and trailers belong to their distributors and are reproduced with their permission.',
        ) +
        paragraphs(`Your personal data: ${pen.link('privacy and personal data', 'Cvd')}.`),
      de: (pen) =>
        heading('Herausgeber') +
        paragraphs(
          `${company(pen).name}, ${company(pen).address}. ${company(pen).register}. Kontakt: ${company(pen).email}.`,
        ) +
        heading('Hosting') +
        paragraphs(host) +
        heading('Urheberrecht') +
        paragraphs(
          'Texte, Logos und Gestaltung dieser Website gehören Marquee. Filmplakate, Fotos und Trailer gehören ihren Verleihern und werden mit deren Erlaubnis gezeigt.',
        ) +
        paragraphs(`Ihre persönlichen Daten: ${pen.link('Datenschutz', 'Cvd')}.`),
      nl: (pen) =>
        heading('Uitgever') +
        paragraphs(
          `${company(pen).name}, ${company(pen).address}. ${company(pen).register}. Contact: ${company(pen).email}.`,
        ) +
        heading('Hosting') +
        paragraphs(host) +
        heading('Intellectueel eigendom') +
        paragraphs(
          'De teksten, logo’s en vormgeving van deze site zijn van Marquee. Filmaffiches, foto’s en trailers zijn van hun distributeurs en worden met hun toestemming getoond.',
        ) +
        paragraphs(`Je persoonsgegevens: ${pen.link('privacy en persoonsgegevens', 'Cvd')}.`),
    },
  },
];
