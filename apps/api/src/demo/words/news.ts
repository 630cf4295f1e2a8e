import type { Language } from '@marquee/data';
import { bullets, paragraphs, type Pen } from './pen.ts';

/**
 * News, events and offers as a cinema chain's editorial team writes them (issue 20: "news
 * articles are a title and one sentence"): a title, a standfirst, and a body of several
 * paragraphs that links to the film's page and the cinema's, in each language.
 */

export interface NewsFacts {
  show: { title: string; slug: string; isMovie: boolean };
  director: string;
  cinema: { name: string; slug: string };
}

export interface NewsWords {
  title: string;
  headline: string;
  body: string;
}

export interface NewsTopic {
  type: 'news' | 'offer' | 'event';
  write: Record<Language, (pen: Pen, facts: NewsFacts) => NewsWords>;
  /** Offers: the call to action's words (it leads to the film's page). */
  cta?: Record<Language, string>;
}

const showLink = (pen: Pen, { show }: NewsFacts) =>
  pen.link(show.title, show.isMovie ? 'Shows.Movie' : 'Shows.Entertainment', { slug: show.slug });
const cinemaLink = (pen: Pen, { cinema }: NewsFacts) => pen.link(cinema.name, 'Cinema.Single', { slug: cinema.slug });

export const newsTopics: readonly NewsTopic[] = [
  {
    type: 'news',
    write: {
      fr: (pen, facts) => ({
        title: `${facts.show.title} : rencontre avec ${facts.director}`,
        headline: `${facts.director} raconte comment est né ${facts.show.title}, de la première idée au dernier jour de tournage.`,
        body: paragraphs(
          `« Tout est parti d’une image que je n’arrivais pas à oublier. » Pour ${facts.director}, ${facts.show.title} a mis quatre ans à voir le jour : deux ans d’écriture, un an pour réunir le financement et la distribution, puis un tournage de onze semaines.`,
          `Le plus difficile ? « Garder l’émotion intacte d’une prise à l’autre. Nous avons tourné dans l’ordre chronologique pour que les comédiens vivent l’histoire au lieu de la reconstituer. »`,
          `${showLink(pen, facts)} est à l’affiche dans nos cinémas : retrouvez toutes les séances sur la page du film.`,
        ),
      }),
      en: (pen, facts) => ({
        title: `${facts.show.title}: meet ${facts.director}`,
        headline: `${facts.director} tells how ${facts.show.title} came about, from the first idea to the last day of shooting.`,
        body: paragraphs(
          `“It all started with an image I could not get out of my head.” For ${facts.director}, ${facts.show.title} took four years to make: two years of writing, a year to bring the money and the cast together, then an eleven-week shoot.`,
          `The hardest part? “Keeping the emotion intact from one take to the next. We shot in story order so the actors would live the story rather than piece it together.”`,
          `${showLink(pen, facts)} is showing in our cinemas now: every showtime is on the film’s page.`,
        ),
      }),
      de: (pen, facts) => ({
        title: `${facts.show.title}: Im Gespräch mit ${facts.director}`,
        headline: `${facts.director} erzählt, wie ${facts.show.title} entstand, von der ersten Idee bis zum letzten Drehtag.`,
        body: paragraphs(
          `„Alles begann mit einem Bild, das mich nicht mehr losließ.“ Für ${facts.director} dauerte ${facts.show.title} vier Jahre: zwei Jahre Drehbuch, ein Jahr für Finanzierung und Besetzung, dann elf Wochen Dreh.`,
          `Das Schwierigste? „Die Emotion von einer Einstellung zur nächsten zu halten. Wir haben chronologisch gedreht, damit die Schauspieler die Geschichte erleben, statt sie zusammenzusetzen.“`,
          `${showLink(pen, facts)} läuft jetzt in unseren Kinos: Alle Vorstellungen finden Sie auf der Seite des Films.`,
        ),
      }),
      nl: (pen, facts) => ({
        title: `${facts.show.title}: in gesprek met ${facts.director}`,
        headline: `${facts.director} vertelt hoe ${facts.show.title} tot stand kwam, van het eerste idee tot de laatste draaidag.`,
        body: paragraphs(
          `‘Het begon met een beeld dat ik niet meer kwijtraakte.’ Voor ${facts.director} duurde ${facts.show.title} vier jaar: twee jaar schrijven, een jaar om geld en cast bij elkaar te krijgen, en daarna elf weken draaien.`,
          `Het moeilijkste? ‘De emotie vasthouden van de ene take naar de andere. We hebben chronologisch gedraaid, zodat de acteurs het verhaal beleefden in plaats van het in elkaar te puzzelen.’`,
          `${showLink(pen, facts)} draait nu in onze bioscopen: alle voorstellingen staan op de pagina van de film.`,
        ),
      }),
    },
  },
  {
    type: 'news',
    write: {
      fr: (pen, facts) => ({
        title: `${facts.show.title} : dans les coulisses du tournage`,
        headline: `Décors construits à la main, lumière naturelle et deux cents figurants : plongée dans la fabrication de « ${facts.show.title} ».`,
        body:
          paragraphs(
            `Pour ${facts.show.title}, l’équipe de ${facts.director} a fait le choix de l’artisanat. Quelques chiffres du tournage :`,
          ) +
          bullets(
            '62 jours de tournage dans trois pays ;',
            '14 décors construits en studio, dont un entièrement démontable ;',
            'plus de 200 figurants recrutés sur place ;',
            'aucune scène tournée sur fond vert.',
          ) +
          paragraphs(
            `Le résultat se voit sur grand écran : ${showLink(pen, facts)} est à découvrir en ce moment chez Marquee.`,
          ),
      }),
      en: (pen, facts) => ({
        title: `Behind the scenes of ${facts.show.title}`,
        headline: `Hand-built sets, natural light and two hundred extras: inside the making of ${facts.show.title}.`,
        body:
          paragraphs(
            `For ${facts.show.title}, ${facts.director}’s crew chose craft over effects. The shoot in numbers:`,
          ) +
          bullets(
            '62 shooting days in three countries;',
            '14 sets built in the studio, one of them fully collapsible;',
            'more than 200 extras recruited locally;',
            'not a single scene shot against a green screen.',
          ) +
          paragraphs(`It shows on the big screen: ${showLink(pen, facts)} is playing at Marquee now.`),
      }),
      de: (pen, facts) => ({
        title: `Hinter den Kulissen von ${facts.show.title}`,
        headline: `Handgebaute Kulissen, natürliches Licht und zweihundert Statisten: So entstand ${facts.show.title}.`,
        body:
          paragraphs(
            `Für ${facts.show.title} setzte das Team von ${facts.director} auf Handwerk. Der Dreh in Zahlen:`,
          ) +
          bullets(
            '62 Drehtage in drei Ländern;',
            '14 im Studio gebaute Kulissen, eine davon komplett zerlegbar;',
            'mehr als 200 Statisten aus der Gegend;',
            'keine einzige Szene vor dem Greenscreen.',
          ) +
          paragraphs(`Das sieht man auf der großen Leinwand: ${showLink(pen, facts)} läuft jetzt bei Marquee.`),
      }),
      nl: (pen, facts) => ({
        title: `Achter de schermen van ${facts.show.title}`,
        headline: `Handgebouwde decors, natuurlijk licht en tweehonderd figuranten: zo werd ${facts.show.title} gemaakt.`,
        body:
          paragraphs(
            `Voor ${facts.show.title} koos de ploeg van ${facts.director} voor vakmanschap. De opnames in cijfers:`,
          ) +
          bullets(
            '62 draaidagen in drie landen;',
            '14 decors gebouwd in de studio, waarvan één volledig demonteerbaar;',
            'meer dan 200 figuranten uit de buurt;',
            'geen enkele scène voor een green screen.',
          ) +
          paragraphs(`Dat zie je op het grote scherm: ${showLink(pen, facts)} draait nu bij Marquee.`),
      }),
    },
  },
  {
    type: 'event',
    write: {
      fr: (pen, facts) => ({
        title: `${facts.show.title} : soirée avec l’équipe à ${facts.cinema.name}`,
        headline: `${facts.director} et les comédiens de « ${facts.show.title} » viennent présenter le film et répondre à vos questions.`,
        body: paragraphs(
          `Le temps d’une soirée, ${cinemaLink(pen, facts)} accueille l’équipe de « ${facts.show.title} ». ${facts.director} présentera le film avant la projection, puis restera pour un échange d’une demi-heure avec la salle.`,
          'Les places sont au tarif habituel et les abonnements sont acceptés. La séance est signalée par le bandeau « en présence de l’équipe » sur la page du film.',
          `Réservez vite vos places pour ${showLink(pen, facts)} : les soirées avec l’équipe affichent souvent complet.`,
        ),
      }),
      en: (pen, facts) => ({
        title: `${facts.show.title}: an evening with the team at ${facts.cinema.name}`,
        headline: `${facts.director} and the cast of ${facts.show.title} come to introduce the film and answer your questions.`,
        body: paragraphs(
          `For one evening, ${cinemaLink(pen, facts)} welcomes the team of ${facts.show.title}. ${facts.director} will introduce the film before the screening, then stay for a half-hour Q&A with the audience.`,
          'Tickets are at the usual price and subscriptions are accepted. Look for the “with the team” banner on the film’s page.',
          `Book early from the page of ${showLink(pen, facts)}: evenings with the team often sell out.`,
        ),
      }),
      de: (pen, facts) => ({
        title: `${facts.show.title}: Abend mit dem Team im ${facts.cinema.name}`,
        headline: `${facts.director} und die Besetzung von ${facts.show.title} stellen den Film vor und beantworten Ihre Fragen.`,
        body: paragraphs(
          `Einen Abend lang empfängt das ${cinemaLink(pen, facts)} das Team von ${facts.show.title}. ${facts.director} stellt den Film vor der Vorführung vor und bleibt danach für ein halbstündiges Publikumsgespräch.`,
          'Es gelten die normalen Preise, Abos werden akzeptiert. Die Vorstellung ist auf der Filmseite mit „mit dem Team“ gekennzeichnet.',
          `Reservieren Sie früh über die Seite von ${showLink(pen, facts)}: Abende mit dem Team sind oft ausverkauft.`,
        ),
      }),
      nl: (pen, facts) => ({
        title: `${facts.show.title}: avond met het team in ${facts.cinema.name}`,
        headline: `${facts.director} en de cast van ${facts.show.title} komen de film inleiden en je vragen beantwoorden.`,
        body: paragraphs(
          `Eén avond lang ontvangt ${cinemaLink(pen, facts)} het team van ${facts.show.title}. ${facts.director} leidt de film in voor de voorstelling en blijft daarna voor een nagesprek van een halfuur met de zaal.`,
          'De tickets kosten het gewone tarief en abonnementen zijn geldig. Je herkent de voorstelling aan het label ‘met het team’ op de filmpagina.',
          `Reserveer op tijd via de pagina van ${showLink(pen, facts)}: avonden met het team zijn vaak uitverkocht.`,
        ),
      }),
    },
  },
  {
    type: 'offer',
    cta: { fr: 'Réserver', en: 'Book now', de: 'Jetzt buchen', nl: 'Reserveer nu' },
    write: {
      fr: (pen, facts) => ({
        title: `Mardi malin : ${facts.show.title} à petit prix`,
        headline: `Tous les mardis, la place pour ${facts.show.title} est à tarif réduit, à toutes les séances.`,
        body:
          paragraphs(
            `Le mardi, le cinéma coûte moins cher : ${showLink(pen, facts)} est proposé à tarif réduit toute la journée.`,
          ) +
          bullets(
            'valable le mardi, à toutes les séances et dans tous nos cinémas ;',
            'en ligne comme à la caisse, dans la limite des places disponibles ;',
            'hors avant-premières, événements et suppléments (IMAX, 4DX, 3D).',
          ) +
          paragraphs('Offre non cumulable avec les autres réductions.'),
      }),
      en: (pen, facts) => ({
        title: `Tuesday deal: ${facts.show.title} for less`,
        headline: `Every Tuesday, tickets for ${facts.show.title} are reduced, at every showtime.`,
        body:
          paragraphs(`Tuesdays cost less: ${showLink(pen, facts)} is at a reduced price all day.`) +
          bullets(
            'valid on Tuesdays, at every showtime in all our cinemas;',
            'online and at the box office, while seats last;',
            'previews, events and supplements (IMAX, 4DX, 3D) excluded.',
          ) +
          paragraphs('Cannot be combined with other discounts.'),
      }),
      de: (pen, facts) => ({
        title: `Dienstagsangebot: ${facts.show.title} günstiger`,
        headline: `Jeden Dienstag gibt es Tickets für ${facts.show.title} zum ermäßigten Preis, in allen Vorstellungen.`,
        body:
          paragraphs(
            `Dienstags ist Kino günstiger: ${showLink(pen, facts)} gibt es den ganzen Tag zum ermäßigten Preis.`,
          ) +
          bullets(
            'gültig dienstags, in allen Vorstellungen aller unserer Kinos;',
            'online und an der Kasse, solange Plätze frei sind;',
            'ausgenommen Vorpremieren, Events und Zuschläge (IMAX, 4DX, 3D).',
          ) +
          paragraphs('Nicht mit anderen Ermäßigungen kombinierbar.'),
      }),
      nl: (pen, facts) => ({
        title: `Dinsdagdeal: ${facts.show.title} voordeliger`,
        headline: `Elke dinsdag zijn tickets voor ${facts.show.title} afgeprijsd, bij elke voorstelling.`,
        body:
          paragraphs(`Op dinsdag is de bioscoop goedkoper: ${showLink(pen, facts)} kost de hele dag minder.`) +
          bullets(
            'geldig op dinsdag, bij elke voorstelling in al onze bioscopen;',
            'online en aan de kassa, zolang er plaatsen zijn;',
            'uitgezonderd voorpremières, evenementen en toeslagen (IMAX, 4DX, 3D).',
          ) +
          paragraphs('Niet te combineren met andere kortingen.'),
      }),
    },
  },
  {
    type: 'news',
    write: {
      fr: (pen, facts) => ({
        title: `${facts.show.title} : ce qu’en dit la presse`,
        headline: `La critique a vu ${facts.show.title}. Morceaux choisis avant d’aller juger par vous-même.`,
        body: paragraphs(
          `« Un film qui prend son temps et vous le rend au centuple. » Les premières critiques de « ${facts.show.title} » saluent la mise en scène de ${facts.director} et la justesse de ses interprètes.`,
          '« On en sort en silence, et on en parle pendant des jours », écrit un hebdomadaire culturel, quand un quotidien régional retient « la plus belle photographie de l’année ».',
          `Faites-vous votre avis en salle : ${showLink(pen, facts)}.`,
        ),
      }),
      en: (pen, facts) => ({
        title: `${facts.show.title}: what the critics say`,
        headline: `The critics have seen ${facts.show.title}. A few extracts before you judge for yourself.`,
        body: paragraphs(
          `“A film that takes its time and pays it back a hundredfold.” The first reviews of ${facts.show.title} praise ${facts.director}’s direction and the truth of the performances.`,
          '“You leave in silence and talk about it for days,” writes one culture weekly, while a regional daily picks out “the most beautiful cinematography of the year”.',
          `Make up your own mind on the big screen: ${showLink(pen, facts)}.`,
        ),
      }),
      de: (pen, facts) => ({
        title: `${facts.show.title}: Das sagt die Presse`,
        headline: `Die Kritik hat ${facts.show.title} gesehen. Ein paar Stimmen, bevor Sie selbst urteilen.`,
        body: paragraphs(
          `„Ein Film, der sich Zeit nimmt und sie hundertfach zurückgibt.“ Die ersten Kritiken zu ${facts.show.title} loben die Regie von ${facts.director} und das genaue Spiel der Besetzung.`,
          '„Man verlässt den Saal schweigend und redet tagelang darüber“, schreibt ein Kulturmagazin, während eine Regionalzeitung „die schönste Kameraarbeit des Jahres“ hervorhebt.',
          `Bilden Sie sich Ihr eigenes Urteil im Kino: ${showLink(pen, facts)}.`,
        ),
      }),
      nl: (pen, facts) => ({
        title: `${facts.show.title}: dit zegt de pers`,
        headline: `De critici hebben ${facts.show.title} gezien. Een paar citaten voordat je zelf oordeelt.`,
        body: paragraphs(
          `‘Een film die de tijd neemt en die honderdvoudig teruggeeft.’ De eerste recensies van ${facts.show.title} prijzen de regie van ${facts.director} en het zuivere spel van de cast.`,
          '‘Je loopt stil de zaal uit en praat er nog dagen over’, schrijft een cultuurweekblad, terwijl een regionale krant ‘het mooiste camerawerk van het jaar’ noemt.',
          `Vorm je eigen mening in de zaal: ${showLink(pen, facts)}.`,
        ),
      }),
    },
  },
  {
    type: 'event',
    write: {
      fr: (pen, facts) => ({
        title: `Soirée quiz ${facts.show.title}`,
        headline: `Projection, quiz et lots à gagner : une soirée spéciale autour de « ${facts.show.title} » à ${facts.cinema.name}.`,
        body:
          paragraphs(
            `${cinemaLink(pen, facts)} organise une soirée autour du film ${showLink(pen, facts)}. Au programme :`,
          ) +
          bullets(
            '19 h 30 : accueil et boisson offerte au bar ;',
            '20 h : projection du film ;',
            'après le générique : quiz par équipes de quatre, animé par l’équipe du cinéma ;',
            'à gagner : des CinéCartes, des affiches dédicacées et des menus pop-corn.',
          ) +
          paragraphs('Inscription des équipes sur place, dans la limite de vingt équipes.'),
      }),
      en: (pen, facts) => ({
        title: `${facts.show.title} quiz night`,
        headline: `Screening, quiz and prizes: a special evening around ${facts.show.title} at ${facts.cinema.name}.`,
        body:
          paragraphs(`${cinemaLink(pen, facts)} is hosting an evening around ${showLink(pen, facts)}. The programme:`) +
          bullets(
            '7.30 pm: welcome drink at the bar;',
            '8 pm: screening of the film;',
            'after the credits: a quiz in teams of four, run by the cinema’s staff;',
            'prizes: cinema cards, signed posters and popcorn combos.',
          ) +
          paragraphs('Teams sign up on the night; twenty teams at most.'),
      }),
      de: (pen, facts) => ({
        title: `Quizabend ${facts.show.title}`,
        headline: `Vorführung, Quiz und Preise: ein besonderer Abend rund um ${facts.show.title} im ${facts.cinema.name}.`,
        body:
          paragraphs(
            `Das ${cinemaLink(pen, facts)} lädt zu einem Abend rund um ${showLink(pen, facts)} ein. Das Programm:`,
          ) +
          bullets(
            '19.30 Uhr: Begrüßungsgetränk an der Bar;',
            '20 Uhr: Vorführung des Films;',
            'nach dem Abspann: Quiz in Vierergruppen, moderiert vom Kinoteam;',
            'zu gewinnen: Kinokarten, signierte Plakate und Popcorn-Menüs.',
          ) +
          paragraphs('Anmeldung der Teams vor Ort, höchstens zwanzig Teams.'),
      }),
      nl: (pen, facts) => ({
        title: `Quizavond ${facts.show.title}`,
        headline: `Voorstelling, quiz en prijzen: een speciale avond rond ${facts.show.title} in ${facts.cinema.name}.`,
        body:
          paragraphs(`${cinemaLink(pen, facts)} organiseert een avond rond ${showLink(pen, facts)}. Het programma:`) +
          bullets(
            '19.30 uur: welkomstdrankje aan de bar;',
            '20 uur: vertoning van de film;',
            'na de aftiteling: quiz in teams van vier, gepresenteerd door het bioscoopteam;',
            'te winnen: bioscoopkaarten, gesigneerde affiches en popcornmenu’s.',
          ) +
          paragraphs('Teams schrijven zich ter plekke in, maximaal twintig teams.'),
      }),
    },
  },
  {
    type: 'offer',
    cta: { fr: 'J’en profite', en: 'Get the deal', de: 'Angebot nutzen', nl: 'Profiteer' },
    write: {
      fr: (pen, facts) => ({
        title: `Deux places pour ${facts.show.title}, le menu duo offert`,
        headline: `Pour deux places achetées pour ${facts.show.title}, un menu duo pop-corn et boissons vous attend au bar.`,
        body:
          paragraphs(`Venez à deux voir ${showLink(pen, facts)} : le menu duo est pour nous.`) +
          bullets(
            'achetez deux places pour la même séance, en ligne ou à la caisse ;',
            'présentez vos billets au bar avant la séance ;',
            'un menu duo (grand pop-corn et deux boissons moyennes) vous est remis.',
          ) +
          paragraphs('Dans la limite des stocks disponibles, un menu par commande.'),
      }),
      en: (pen, facts) => ({
        title: `Two tickets for ${facts.show.title}, a free duo combo`,
        headline: `Buy two tickets for ${facts.show.title} and a popcorn and drinks combo for two is waiting at the bar.`,
        body:
          paragraphs(`Come as a pair to see ${showLink(pen, facts)}: the duo combo is on us.`) +
          bullets(
            'buy two tickets for the same showtime, online or at the box office;',
            'show your tickets at the bar before the film;',
            'collect a duo combo (large popcorn and two medium drinks).',
          ) +
          paragraphs('While stocks last, one combo per order.'),
      }),
      de: (pen, facts) => ({
        title: `Zwei Tickets für ${facts.show.title}, Duo-Menü gratis`,
        headline: `Für zwei Tickets für ${facts.show.title} wartet an der Bar ein Duo-Menü mit Popcorn und Getränken.`,
        body:
          paragraphs(`Kommen Sie zu zweit zu ${showLink(pen, facts)}: Das Duo-Menü geht auf uns.`) +
          bullets(
            'kaufen Sie zwei Tickets für dieselbe Vorstellung, online oder an der Kasse;',
            'zeigen Sie Ihre Tickets vor dem Film an der Bar;',
            'Sie erhalten ein Duo-Menü (großes Popcorn und zwei mittlere Getränke).',
          ) +
          paragraphs('Solange der Vorrat reicht, ein Menü pro Bestellung.'),
      }),
      nl: (pen, facts) => ({
        title: `Twee tickets voor ${facts.show.title}, duomenu gratis`,
        headline: `Koop twee tickets voor ${facts.show.title} en aan de bar wacht een duomenu met popcorn en drankjes.`,
        body:
          paragraphs(`Kom met z’n tweeën naar ${showLink(pen, facts)}: het duomenu is van ons.`) +
          bullets(
            'koop twee tickets voor dezelfde voorstelling, online of aan de kassa;',
            'laat je tickets voor de film aan de bar zien;',
            'je krijgt een duomenu (grote popcorn en twee middelgrote drankjes).',
          ) +
          paragraphs('Zolang de voorraad strekt, één menu per bestelling.'),
      }),
    },
  },
  {
    type: 'news',
    write: {
      fr: (pen, facts) => ({
        title: `${facts.show.title} : la musique du film`,
        headline: `Cordes, piano préparé et chœur d’enfants : la bande originale de « ${facts.show.title} » est déjà l’une des plus écoutées de la saison.`,
        body: paragraphs(
          `Pour ${facts.show.title}, ${facts.director} voulait « une musique qui respire avec les personnages ». Le compositeur a enregistré la partition en une semaine, avec un orchestre de quarante musiciens et un chœur d’enfants.`,
          'Le thème principal, confié à un piano légèrement désaccordé, revient sous six formes différentes au fil du film : guettez-le.',
          `Le meilleur endroit pour l’écouter reste une salle équipée d’un son immersif : ${showLink(pen, facts)}.`,
        ),
      }),
      en: (pen, facts) => ({
        title: `${facts.show.title}: the music of the film`,
        headline: `Strings, prepared piano and a children’s choir: the score of ${facts.show.title} is already one of the season’s most played.`,
        body: paragraphs(
          `For ${facts.show.title}, ${facts.director} wanted “music that breathes with the characters”. The composer recorded the score in a week, with a forty-piece orchestra and a children’s choir.`,
          'The main theme, given to a slightly detuned piano, comes back in six different forms over the film: listen out for it.',
          `The best place to hear it is still a hall with immersive sound: ${showLink(pen, facts)}.`,
        ),
      }),
      de: (pen, facts) => ({
        title: `${facts.show.title}: Die Musik zum Film`,
        headline: `Streicher, präpariertes Klavier und Kinderchor: Der Soundtrack von ${facts.show.title} gehört schon jetzt zu den meistgehörten der Saison.`,
        body: paragraphs(
          `Für ${facts.show.title} wünschte sich ${facts.director} „eine Musik, die mit den Figuren atmet“. Der Komponist nahm die Partitur in einer Woche auf, mit vierzig Musikern und einem Kinderchor.`,
          'Das Hauptthema, gespielt auf einem leicht verstimmten Klavier, kehrt im Lauf des Films in sechs Gestalten wieder: Achten Sie darauf.',
          `Am besten hört man es immer noch in einem Saal mit immersivem Ton: ${showLink(pen, facts)}.`,
        ),
      }),
      nl: (pen, facts) => ({
        title: `${facts.show.title}: de muziek van de film`,
        headline: `Strijkers, geprepareerde piano en een kinderkoor: de soundtrack van ${facts.show.title} is nu al een van de meest beluisterde van het seizoen.`,
        body: paragraphs(
          `Voor ${facts.show.title} wilde ${facts.director} ‘muziek die met de personages meeademt’. De componist nam de partituur in een week op, met een orkest van veertig musici en een kinderkoor.`,
          'Het hoofdthema, gespeeld op een licht ontstemde piano, keert in de film in zes vormen terug: let er maar op.',
          `Je hoort het nog altijd het best in een zaal met immersief geluid: ${showLink(pen, facts)}.`,
        ),
      }),
    },
  },
];
