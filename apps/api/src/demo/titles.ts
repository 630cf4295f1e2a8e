import type { Localized } from '../db/schema.ts';

/**
 * The demo catalogue: invented titles in fr, en, de and nl. The first four
 * are the walking skeleton's shows (slugs and titles kept: the end-to-end
 * tests name them).
 */

export const genres: Record<string, Localized> = {
  drama: { fr: 'Drame', en: 'Drama', de: 'Drama', nl: 'Drama' },
  scifi: { fr: 'Science-fiction', en: 'Science fiction', de: 'Science-Fiction', nl: 'Sciencefiction' },
  adventure: { fr: 'Aventure', en: 'Adventure', de: 'Abenteuer', nl: 'Avontuur' },
  animation: { fr: 'Animation', en: 'Animation', de: 'Animation', nl: 'Animatie' },
  opera: { fr: 'Opéra', en: 'Opera', de: 'Oper', nl: 'Opera' },
  comedy: { fr: 'Comédie', en: 'Comedy', de: 'Komödie', nl: 'Komedie' },
  thriller: { fr: 'Thriller', en: 'Thriller', de: 'Thriller', nl: 'Thriller' },
  horror: { fr: 'Épouvante', en: 'Horror', de: 'Horror', nl: 'Horror' },
  action: { fr: 'Action', en: 'Action', de: 'Action', nl: 'Actie' },
  romance: { fr: 'Romance', en: 'Romance', de: 'Liebesfilm', nl: 'Romantiek' },
  documentary: { fr: 'Documentaire', en: 'Documentary', de: 'Dokumentarfilm', nl: 'Documentaire' },
  family: { fr: 'Famille', en: 'Family', de: 'Familie', nl: 'Familie' },
  ballet: { fr: 'Ballet', en: 'Ballet', de: 'Ballett', nl: 'Ballet' },
  concert: { fr: 'Concert', en: 'Concert', de: 'Konzert', nl: 'Concert' },
  sport: { fr: 'Sport', en: 'Sport', de: 'Sport', nl: 'Sport' },
  history: { fr: 'Historique', en: 'History', de: 'Historienfilm', nl: 'Historisch' },
  unknown: { fr: 'Non communiqué', en: 'Not yet known', de: 'Noch nicht bekannt', nl: 'Nog niet bekend' },
};

export type DemoShowKind =
  | 'now' // playing now
  | 'kids' // playing now, for children
  | 'premiere' // not released yet, premiere showtimes (avp)
  | 'upcoming' // coming soon, release date known
  | 'unknown-date' // coming soon, release date 1900-01-01 (unknown)
  | 'event' // opera, ballet, concert, sport: a few showtimes
  | 'gone'; // no longer shown: 410

export interface DemoTitle {
  id: number;
  title: Localized;
  kind: DemoShowKind;
  genres: readonly string[];
  duration: number;
  /** Minimum age; null: unrated. */
  age: number | null;
}

const t = (
  id: number,
  fr: string,
  en: string,
  de: string,
  nl: string,
  kind: DemoShowKind,
  genreKeys: readonly string[],
  duration: number,
  age: number | null = 0,
): DemoTitle => ({ id, title: { fr, en, de, nl }, kind, genres: genreKeys, duration, age });

export const demoTitles: readonly DemoTitle[] = [
  t(10001, 'La Dernière Séance', 'The Last Picture Show', 'Die letzte Vorstellung', 'De Laatste Voorstelling', 'now', ['drama'], 118),
  t(10002, 'Orbite', 'Orbit', 'Umlaufbahn', 'Baan', 'now', ['scifi', 'adventure'], 142, 12),
  t(10003, 'Le Voyage de Mila', "Mila's Journey", 'Milas Reise', 'De Reis van Mila', 'kids', ['animation'], 45),
  t(10004, "Nuit à l'opéra : Carmen", 'Opera Night: Carmen', 'Opernabend: Carmen', 'Operanacht: Carmen', 'event', ['opera'], 195, null),
  t(10005, 'Les Veilleurs du phare', 'The Lighthouse Keepers', 'Die Leuchtturmwärter', 'De Vuurtorenwachters', 'now', ['thriller', 'drama'], 124, 12),
  t(10006, 'Sous la canopée', 'Under the Canopy', 'Unter dem Blätterdach', 'Onder het Bladerdak', 'now', ['documentary'], 92),
  t(10007, 'Rouge Express', 'Red Express', 'Roter Express', 'Rode Express', 'now', ['action', 'thriller'], 131, 12),
  t(10008, 'Le Grand Déménagement', 'The Big Move', 'Der große Umzug', 'De Grote Verhuizing', 'now', ['comedy', 'family'], 101),
  t(10009, 'Minuit à Lisbonne', 'Midnight in Lisbon', 'Mitternacht in Lissabon', 'Middernacht in Lissabon', 'now', ['romance', 'drama'], 112),
  t(10010, 'La Maison des échos', 'The House of Echoes', 'Das Haus der Echos', 'Het Huis van Echo’s', 'now', ['horror'], 98, 16),
  t(10011, 'Capitaine Comète', 'Captain Comet', 'Kapitän Komet', 'Kapitein Komeet', 'kids', ['animation', 'adventure'], 88),
  t(10012, 'Les Petits Jardiniers', 'The Little Gardeners', 'Die kleinen Gärtner', 'De Kleine Tuiniers', 'kids', ['animation', 'family'], 52),
  t(10013, 'Au-delà des dunes', 'Beyond the Dunes', 'Jenseits der Dünen', 'Voorbij de Duinen', 'now', ['adventure', 'drama'], 149, 12),
  t(10014, 'Le Procès Vernet', 'The Vernet Trial', 'Der Prozess Vernet', 'Het Proces Vernet', 'now', ['history', 'drama'], 136, 12),
  t(10015, 'Station Polaire', 'Polar Station', 'Polarstation', 'Poolstation', 'now', ['scifi', 'thriller'], 117, 12),
  t(10016, 'Les Cousins de Marseille', 'The Marseille Cousins', 'Die Cousins aus Marseille', 'De Neven uit Marseille', 'now', ['comedy'], 96),
  t(10017, 'Le Chant des baleines', 'Whale Song', 'Das Lied der Wale', 'Het Lied van de Walvissen', 'now', ['documentary', 'family'], 84),
  t(10018, 'Nuit Blanche', 'Sleepless Night', 'Schlaflose Nacht', 'Slapeloze Nacht', 'now', ['thriller'], 109, 16),
  t(10019, 'Le Royaume de papier', 'The Paper Kingdom', 'Das Papierkönigreich', 'Het Papieren Koninkrijk', 'kids', ['animation', 'adventure'], 94),
  t(10020, 'Dernier Tango à Tunis', 'Last Tango in Tunis', 'Letzter Tango in Tunis', 'Laatste Tango in Tunis', 'now', ['romance'], 115),
  t(10021, 'Les Fantômes du métro', 'Ghosts of the Metro', 'Die Geister der Metro', 'De Spoken van de Metro', 'now', ['horror', 'comedy'], 102, 12),
  t(10022, 'Vitesse Lumière', 'Light Speed', 'Lichtgeschwindigkeit', 'Lichtsnelheid', 'now', ['action', 'scifi'], 138, 12),
  t(10023, 'La Recette du bonheur', 'The Recipe for Happiness', 'Das Rezept des Glücks', 'Het Recept voor Geluk', 'now', ['comedy', 'romance'], 104),
  t(10024, 'Les Ailes du désert', 'Wings of the Desert', 'Flügel der Wüste', 'Vleugels van de Woestijn', 'now', ['adventure'], 121),
  t(10025, 'Marée Haute', 'High Tide', 'Flut', 'Vloed', 'now', ['drama'], 107, 12),
  t(10026, 'Le Dernier Sommet', 'The Last Summit', 'Der letzte Gipfel', 'De Laatste Top', 'now', ['documentary', 'adventure'], 99),
  t(10027, 'Agent Double', 'Double Agent', 'Doppelagent', 'Dubbelagent', 'now', ['action', 'thriller'], 127, 12),
  t(10028, 'Le Bal des lucioles', 'The Firefly Ball', 'Der Glühwürmchenball', 'Het Vuurvliegjesbal', 'kids', ['animation', 'family'], 81),
  t(10029, 'Les Héritiers', 'The Heirs', 'Die Erben', 'De Erfgenamen', 'now', ['drama', 'comedy'], 113),
  t(10030, 'Tempête sur Brest', 'Storm over Brest', 'Sturm über Brest', 'Storm boven Brest', 'now', ['thriller', 'drama'], 119, 12),
  t(10031, 'Cité des robots', 'Robot City', 'Roboterstadt', 'Robotstad', 'premiere', ['scifi', 'family'], 106),
  t(10032, 'Le Secret de la lagune', 'The Lagoon Secret', 'Das Geheimnis der Lagune', 'Het Geheim van de Lagune', 'premiere', ['adventure', 'family'], 97),
  t(10033, 'L’Affaire Montclair', 'The Montclair Affair', 'Die Affäre Montclair', 'De Zaak Montclair', 'premiere', ['thriller'], 122, 12),
  t(10034, 'Ciel d’automne', 'Autumn Sky', 'Herbsthimmel', 'Herfsthemel', 'premiere', ['drama', 'romance'], 110),
  t(10035, 'Les Gardiens de la forêt', 'Guardians of the Forest', 'Hüter des Waldes', 'Hoeders van het Bos', 'upcoming', ['animation', 'adventure'], 95),
  t(10036, 'Planète Zéro', 'Planet Zero', 'Planet Null', 'Planeet Nul', 'upcoming', ['scifi', 'action'], 144, 12),
  t(10037, 'Le Mariage de Léa', 'Léa’s Wedding', 'Leas Hochzeit', 'De Bruiloft van Léa', 'upcoming', ['comedy', 'romance'], 103),
  t(10038, 'Ombres chinoises', 'Shadow Play', 'Schattenspiel', 'Schaduwspel', 'upcoming', ['thriller', 'drama'], 118, 16),
  t(10039, 'Le Temps des cerises', 'Cherry Season', 'Kirschenzeit', 'Kersentijd', 'upcoming', ['drama', 'history'], 129),
  t(10040, 'Les Aventuriers du grenier', 'The Attic Adventurers', 'Die Dachbodenabenteurer', 'De Zolderavonturiers', 'upcoming', ['family', 'adventure'], 90),
  t(10041, 'Projet Atlas', 'Project Atlas', 'Projekt Atlas', 'Project Atlas', 'unknown-date', ['unknown'], 0, null),
  t(10042, 'Le Lac des cygnes', 'Swan Lake', 'Schwanensee', 'Het Zwanenmeer', 'event', ['ballet'], 150, null),
  t(10043, 'La Traviata', 'La Traviata', 'La Traviata', 'La Traviata', 'event', ['opera'], 185, null),
  t(10044, 'Symphonie n° 9 en direct', 'Symphony No. 9 Live', 'Sinfonie Nr. 9 live', 'Symfonie nr. 9 live', 'event', ['concert'], 110, null),
  t(10045, 'Finale du championnat de rugby', 'Rugby Championship Final', 'Rugby-Meisterschaftsfinale', 'Finale van het Rugbykampioenschap', 'event', ['sport'], 120, null),
  t(10046, 'Casse-Noisette', 'The Nutcracker', 'Der Nussknacker', 'De Notenkraker', 'event', ['ballet', 'family'], 140, null),
  t(10047, 'La Flûte enchantée', 'The Magic Flute', 'Die Zauberflöte', 'De Toverfluit', 'event', ['opera'], 175, null),
  t(10048, 'Concert anniversaire : Les Étoiles', 'Anniversary Concert: The Stars', 'Jubiläumskonzert: Die Sterne', 'Jubileumconcert: De Sterren', 'event', ['concert'], 130, null),
  t(10049, 'Le Vieux Cinéma', 'The Old Cinema', 'Das alte Kino', 'De Oude Bioscoop', 'gone', ['drama'], 100),
  t(10050, 'Brume', 'Mist', 'Nebel', 'Mist', 'now', ['horror', 'thriller'], 93, 16),
  t(10051, 'Les Trois Sœurs', 'The Three Sisters', 'Die drei Schwestern', 'De Drie Zussen', 'now', ['drama'], 126),
  t(10052, 'Le Petit Prince des sables', 'The Little Sand Prince', 'Der kleine Sandprinz', 'Het Kleine Zandprinsje', 'kids', ['animation'], 78),
  t(10053, 'Opération Grand Nord', 'Operation Far North', 'Operation Hoher Norden', 'Operatie Hoge Noorden', 'now', ['action', 'adventure'], 133, 12),
  t(10054, 'Un été à Amsterdam', 'A Summer in Amsterdam', 'Ein Sommer in Amsterdam', 'Een Zomer in Amsterdam', 'now', ['romance', 'comedy'], 99),
  t(10055, 'Les Rois du ring', 'Kings of the Ring', 'Könige des Rings', 'Koningen van de Ring', 'now', ['sport', 'drama'], 116, 12),
  t(10056, 'La Mémoire de l’eau', 'The Memory of Water', 'Das Gedächtnis des Wassers', 'Het Geheugen van het Water', 'upcoming', ['drama', 'scifi'], 120),
  t(10057, 'Grand Prix', 'Grand Prix', 'Großer Preis', 'Grote Prijs', 'upcoming', ['action', 'sport'], 128),
  t(10058, 'Dragons de poche', 'Pocket Dragons', 'Taschendrachen', 'Zakdraakjes', 'premiere', ['animation', 'family'], 89),
  t(10059, 'Les Enquêtes de Lucie', 'Lucie Investigates', 'Lucie ermittelt', 'Lucie Onderzoekt', 'now', ['comedy', 'thriller'], 105),
  t(10060, 'Nocturne', 'Nocturne', 'Nocturne', 'Nocturne', 'now', ['drama', 'romance'], 111, 12),
];

export const directorNames = [
  'Claire Moreau',
  'Jonas Vermeer',
  'Amina Diallo',
  'Luca Brenner',
  'Sofia Almeida',
  'Karim Benali',
  'Hanna de Vries',
  'Pierre Lambert',
  'Yasmine Haddad',
  'Tom Verbeke',
];

export const actorNames = [
  'Léa Fontaine',
  'Malik Touré',
  'Emma Janssen',
  'Noah Keller',
  'Inès Roussel',
  'Daan Bakker',
  'Chloé Martin',
  'Youssef Amrani',
  'Lotte Visser',
  'Hugo Girard',
  'Fatou Ndiaye',
  'Max Huber',
  'Camille Petit',
  'Sanne Mulder',
  'Omar Cissé',
];
