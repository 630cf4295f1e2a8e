import { count } from 'drizzle-orm';
import type { Database } from './database.ts';
import { shows, type NewShowRow } from './schema.ts';

/** A handful of shows for the walking skeleton; the full demo generator replaces this. */
const demoShows: NewShowRow[] = [
  {
    slug: 'la-derniere-seance-10001',
    title: {
      fr: 'La Dernière Séance',
      en: 'The Last Picture Show',
      de: 'Die letzte Vorstellung',
      nl: 'De Laatste Voorstelling',
    },
    releaseAt: { FR_FR: '2026-11-18', NL_NL: '2026-11-19', CH_FR: '2026-11-18' },
    contentRatingRef: 'al',
    contentRatingLabel: { fr: 'Tous publics', en: 'All audiences', de: 'Alle Altersgruppen', nl: 'Alle leeftijden' },
    isMovie: true,
    isNew: true,
    genres: [{ fr: 'Drame', en: 'Drama', de: 'Drama', nl: 'Drama' }],
    duration: 118,
    homeOrder: 1,
    genericOrder: 1,
  },
  {
    slug: 'orbite-10002',
    title: { fr: 'Orbite', en: 'Orbit', de: 'Umlaufbahn', nl: 'Baan' },
    releaseAt: { FR_FR: '2026-10-28', NL_NL: '2026-10-29', CH_FR: '2026-10-28' },
    contentRatingRef: '-12ans',
    contentRatingLabel: {
      fr: 'Interdit aux moins de 12 ans',
      en: 'Under 12 not admitted',
      de: 'Ab 12 Jahren',
      nl: '12 jaar',
    },
    isMovie: true,
    genres: [
      { fr: 'Science-fiction', en: 'Science fiction', de: 'Science-Fiction', nl: 'Sciencefiction' },
      { fr: 'Aventure', en: 'Adventure', de: 'Abenteuer', nl: 'Avontuur' },
    ],
    duration: 142,
    homeOrder: 2,
    genericOrder: 2,
  },
  {
    slug: 'le-voyage-de-mila-10003',
    title: { fr: 'Le Voyage de Mila', en: "Mila's Journey", de: 'Milas Reise', nl: 'De Reis van Mila' },
    releaseAt: { FR_FR: '2026-11-04', NL_NL: '2026-11-05', CH_FR: '2026-11-04' },
    contentRatingRef: 'al',
    contentRatingLabel: { fr: 'Tous publics', en: 'All audiences', de: 'Alle Altersgruppen', nl: 'Alle leeftijden' },
    isMovie: true,
    genres: [{ fr: 'Animation', en: 'Animation', de: 'Animation', nl: 'Animatie' }],
    duration: 45,
    homeOrder: 3,
    genericOrder: 3,
  },
  {
    slug: 'nuit-a-l-opera-carmen-10004',
    title: {
      fr: "Nuit à l'opéra : Carmen",
      en: 'Opera Night: Carmen',
      de: 'Opernabend: Carmen',
      nl: 'Operanacht: Carmen',
    },
    releaseAt: { FR_FR: '2026-12-12', NL_NL: '2026-12-12', CH_FR: '2026-12-12' },
    contentRatingRef: null,
    contentRatingLabel: null,
    isMovie: false,
    isComingSoon: true,
    genres: [{ fr: 'Opéra', en: 'Opera', de: 'Oper', nl: 'Opera' }],
    duration: 195,
    genericOrder: 4,
    upcomingOrder: 1,
  },
];

/** Inserts the demo shows into an empty database; leaves a filled one alone. */
export async function seedIfEmpty(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(shows);
  if ((row?.value ?? 0) > 0) return 0;
  await db.insert(shows).values(demoShows);
  return demoShows.length;
}
