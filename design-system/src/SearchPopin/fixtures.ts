import type { SearchHistoryEntry, SearchPopinLabels, SearchResults } from './SearchPopin.tsx';

/** Story and test data: a search for "dune" on the French site, in English texts. */

function picture(width: number, height: number, fill: string) {
  return (
    'data:image/svg+xml,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
        `<rect width="100%" height="100%" fill="${fill}"/></svg>`,
    )
  );
}

const poster = (fill: string) => ({ md: picture(300, 450, fill), lg: picture(600, 900, fill) });

export const searchLabels: SearchPopinLabels = {
  searchLabel: 'Search films, cinemas, offers',
  clearLabel: 'Clear search',
  placeholder: 'Dune, Marquee Wepler, IMAX…',
  historyTitle: 'Recent searches',
  emptyHistory: 'Your recent searches will appear here.',
  loading: 'Searching…',
  noResults: 'No results. Check the spelling or try another word.',
  error: 'The search is unavailable right now.',
  retry: 'Try again',
  back: 'Back to all results',
  groupTitles: { show: 'Films', cinema: 'Cinemas', offer: 'Offers', news: 'News', faq: 'Help centre' },
  showAll: (count) => `See all ${count} results`,
  favourite: (name) => `Favourite cinema: ${name}`,
  favouritePending: 'Saving…',
};

export const searchHistory: SearchHistoryEntry[] = [
  { title: 'Dune: Part Two', subtitle: 'Film', url: '/fr/films/dune-part-two' },
  { title: 'Marquee Wepler', subtitle: '75018 Paris', url: '/fr/cinemas/marquee-wepler' },
  { title: 'IMAX', subtitle: 'Experience', url: '/fr/experiences/imax' },
  { title: 'Gift cards', subtitle: 'Offer', url: '/fr/offres/cartes-cadeaux' },
];

/** Five shows (one over the preview of 4), four cinemas (one over 3), and groups under their preview. */
export const searchResults: SearchResults = {
  show: [
    {
      id: 's1',
      url: '/fr/films/dune-part-two',
      title: 'Dune: Part Two',
      poster: poster('#1b1f3b'),
      releaseText: 'Released 28/02/2024',
      contentRating: '-12',
    },
    {
      id: 's2',
      url: '/fr/films/dune',
      title: 'Dune',
      poster: poster('#3b2a1b'),
      releaseText: 'Released 15/09/2021',
      contentRating: 'All audiences',
    },
    {
      id: 's3',
      url: '/fr/films/dune-prophecy',
      title: 'Dune: Prophecy',
      poster: null,
      releaseText: 'Released 18/11/2024',
    },
    {
      id: 's4',
      url: '/fr/films/dunes-of-gold',
      title: 'Dunes of Gold',
      poster: poster('#14391f'),
      releaseText: 'Released 02/04/2025',
    },
    {
      id: 's5',
      url: '/fr/films/dune-messiah',
      title: 'Dune: Messiah',
      poster: null,
      releaseText: 'Released 16/12/2026',
      contentRating: '-12',
    },
  ],
  cinema: [
    {
      id: 'c1',
      url: '/fr/cinemas/marquee-dunkerque',
      name: 'Marquee Dunkerque',
      city: 'Dunkerque',
      postalCode: '59140',
      icons: [
        { icon: { type: 'text', value: '♿' }, label: 'Wheelchair access' },
        { icon: { type: 'text', value: 'IMAX' }, label: 'IMAX' },
      ],
      isFavourite: true,
    },
    {
      id: 'c2',
      url: '/fr/cinemas/marquee-dunes',
      name: 'Marquee Les Dunes',
      city: 'Dunes',
      postalCode: '82340',
      isFavourite: false,
    },
    {
      id: 'c3',
      url: '/fr/cinemas/marquee-dun',
      name: 'Marquee Dun',
      city: 'Dun-sur-Auron',
      postalCode: '18130',
      isFavourite: false,
    },
    {
      id: 'c4',
      url: '/fr/cinemas/marquee-dunois',
      name: 'Marquee Dunois',
      city: 'Châteaudun',
      postalCode: '28200',
      isFavourite: false,
    },
  ],
  offer: [
    {
      id: 'o1',
      url: '/fr/offres/dune-imax',
      title: 'Dune in IMAX: 2 seats for 20 €',
      topic: 'Offer',
      image: picture(320, 180, '#ffc72c'),
      dateText: '01/10/2025 – 31/10/2025',
    },
  ],
  news: [
    {
      id: 'n1',
      url: '/fr/actualites/dune-messiah-date',
      title: 'Dune: Messiah gets a date',
      topic: 'News',
      image: null,
      dateText: '12/09/2025',
    },
  ],
  faq: [
    {
      id: 'f1',
      url: '/fr/aide/reserver',
      title: 'How do I book for Dune in IMAX?',
      topic: 'Booking',
      dateText: 'From 01/01/2025',
    },
  ],
};
