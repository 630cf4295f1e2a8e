import type { WireShowsResponse } from '@marquee/data';

const base = {
  posterPath: null,
  backgroundPath: null,
  isMovie: true,
  isNew: false,
  isComingSoon: false,
  notComingSoon: true,
  genres: ['Drame'],
  duration: 118,
};

/** A few shows in the real wire shape, one per state the list shows. */
export const showsFixture: WireShowsResponse = {
  shows: [
    {
      ...base,
      slug: 'la-derniere-seance-10001',
      title: 'La Dernière Séance',
      releaseAt: { FR_FR: '2026-11-18' },
      contentRating: { ref: 'al', description: 'Tous publics' },
      isNew: true,
    },
    {
      ...base,
      slug: 'orbite-10002',
      title: 'Orbite',
      releaseAt: { FR_FR: '2026-10-28' },
      contentRating: { ref: '-12ans', description: 'Interdit aux moins de 12 ans' },
      genres: ['Science-fiction', 'Aventure'],
      duration: 142,
    },
    {
      ...base,
      slug: 'les-aventuriers-du-grand-nord-10003',
      title: 'Les Aventuriers du Grand Nord et la Légende du Soleil de Minuit',
      releaseAt: { FR_FR: '2026-12-16' },
      contentRating: [],
      isComingSoon: true,
      notComingSoon: false,
      genres: ['Animation'],
      duration: 45,
    },
  ],
  labels: [],
  contentratings: [],
};
