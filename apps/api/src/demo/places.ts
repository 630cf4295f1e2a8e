import type { SiteCode } from '@marquee/data';

/**
 * Demo cities and cinemas per site: real places and plausible addresses, GPS
 * positions near the real spots (latitude, longitude). Cinemas are named after
 * their district, as the chain does.
 */

export interface DemoCinema {
  /** The district or mall the cinema is named after. */
  name: string;
  street: string;
  zip: string;
  latitude: number;
  longitude: number;
  halls: number;
  /** Technologies of its premium halls. */
  technologies: readonly string[];
}

export interface DemoCity {
  site: SiteCode;
  name: string;
  slug: string;
  departement: string | null;
  isIdf: boolean;
  latitude: number;
  longitude: number;
  cinemas: readonly DemoCinema[];
}

const cinema = (
  name: string,
  street: string,
  zip: string,
  latitude: number,
  longitude: number,
  halls: number,
  technologies: readonly string[] = [],
): DemoCinema => ({ name, street, zip, latitude, longitude, halls, technologies });

const city = (
  site: SiteCode,
  name: string,
  slug: string,
  departement: string | null,
  latitude: number,
  longitude: number,
  cinemas: readonly DemoCinema[],
  isIdf = false,
): DemoCity => ({ site, name, slug, departement, isIdf, latitude, longitude, cinemas });

export const demoCities: readonly DemoCity[] = [
  // France: about 25 cinemas in 13 cities, Paris and Île-de-France first (region idf).
  city(
    'fr',
    'Paris',
    'paris',
    '75',
    48.8566,
    2.3522,
    [
      cinema('Beaugrenelle', '7 rue Linois', '75015', 48.8484, 2.2821, 10, ['imax', 'dolby', '4dx']),
      cinema('Wepler', '140 boulevard de Clichy', '75018', 48.8838, 2.3275, 12, ['dolby']),
      cinema('Parnasse', '3 rue d’Odessa', '75014', 48.8432, 2.3247, 8, ['screenx']),
      cinema('Les Halles', '7 place de la Rotonde', '75001', 48.8625, 2.3469, 14, ['imax', '4dx', 'screenx']),
      cinema('La Villette', '30 avenue Corentin Cariou', '75019', 48.8945, 2.3876, 16, ['imax']),
      cinema('Alésia', '73 avenue du Général Leclerc', '75014', 48.8277, 2.3265, 7),
    ],
    true,
  ),
  city(
    'fr',
    'Boulogne-Billancourt',
    'boulogne-billancourt',
    '92',
    48.8397,
    2.2399,
    [cinema('Boulogne', '26 cours de l’Île Seguin', '92100', 48.8246, 2.2369, 12, ['dolby', '4dx'])],
    true,
  ),
  city(
    'fr',
    'Saint-Denis',
    'saint-denis',
    '93',
    48.9362,
    2.3574,
    [cinema('Stade de France', '8 rue du Mondial 98', '93210', 48.9225, 2.3588, 17, ['imax'])],
    true,
  ),
  city(
    'fr',
    'Massy',
    'massy',
    '91',
    48.7309,
    2.2713,
    [cinema('Massy', '1 place du Grand Ouest', '91300', 48.7263, 2.2589, 9)],
    true,
  ),
  city('fr', 'Lyon', 'lyon', '69', 45.764, 4.8357, [
    cinema('Bellecour', '79 rue de la République', '69002', 45.7597, 4.8345, 8),
    cinema('Carré de Soie', '2 rue Jacquard', '69120', 45.7651, 4.9203, 14, ['imax', '4dx']),
    cinema('Vaise', '43 rue des Docks', '69009', 45.7765, 4.8031, 14, ['dolby']),
  ]),
  city('fr', 'Marseille', 'marseille', '13', 43.2965, 5.3698, [
    cinema('La Joliette', '12 place de la Joliette', '13002', 43.3045, 5.3665, 14, ['imax', 'screenx']),
    cinema('Plan de Campagne', 'Chemin de la Pioline', '13170', 43.4218, 5.3689, 10),
  ]),
  city('fr', 'Toulouse', 'toulouse', '31', 43.6047, 1.4442, [
    cinema('Wilson', '3 place du Président Wilson', '31000', 43.6048, 1.4478, 10, ['dolby']),
    cinema('Blagnac', '2 allée Emile Zola', '31700', 43.6574, 1.3865, 15, ['imax', '4dx']),
  ]),
  city('fr', 'Nice', 'nice', '06', 43.7102, 7.262, [
    cinema('Masséna', '31 avenue Jean Médecin', '06000', 43.7025, 7.2663, 8),
    cinema('Lingostière', '664 route de Grenoble', '06200', 43.7376, 7.1993, 12, ['imax']),
  ]),
  city('fr', 'Bordeaux', 'bordeaux', '33', 44.8378, -0.5792, [
    cinema('Quinconces', '4 place Gambetta', '33000', 44.8417, -0.5808, 9, ['dolby']),
    cinema('Mérignac', 'Avenue de la Marne', '33700', 44.8335, -0.6486, 12, ['4dx']),
  ]),
  city('fr', 'Lille', 'lille', '59', 50.6292, 3.0573, [
    cinema('Lille Centre', '54 rue de Béthune', '59000', 50.6335, 3.0606, 11, ['imax']),
    cinema('Villeneuve-d’Ascq', '155 boulevard de Valmy', '59650', 50.6466, 3.1429, 10),
  ]),
  city('fr', 'Nantes', 'nantes', '44', 47.2184, -1.5536, [
    cinema('Atlantis', 'Place Jean Bart', '44800', 47.2258, -1.6283, 12, ['screenx']),
  ]),
  city('fr', 'Strasbourg', 'strasbourg', '67', 48.5734, 7.7521, [
    cinema('Brumath', '6 rue des Frères Lumière', '67170', 48.7328, 7.7106, 16, ['imax', 'dolby']),
  ]),
  city('fr', 'Montpellier', 'montpellier', '34', 43.6108, 3.8767, [
    cinema('Odysseum', '2 place de Lisbonne', '34000', 43.6046, 3.9196, 15, ['imax']),
  ]),

  // Switzerland
  city('ch', 'Genève', 'geneve', null, 46.2044, 6.1432, [
    cinema('Balexert', '27 avenue Louis-Casaï', '1209', 46.2196, 6.1129, 13, ['imax']),
  ]),
  city('ch', 'Lausanne', 'lausanne', null, 46.5197, 6.6323, [
    cinema('Flon', 'Voie du Chariot 4', '1003', 46.5207, 6.6291, 9, ['dolby']),
  ]),
  city('ch', 'Zürich', 'zurich', null, 47.3769, 8.5417, [
    cinema('Sihlcity', 'Kalanderplatz 1', '8045', 47.3597, 8.5236, 10, ['imax', '4dx']),
    cinema('Spreitenbach', 'Industriestrasse 33', '8957', 47.4215, 8.3688, 12, ['dolby']),
  ]),
  city('ch', 'Basel', 'basel', null, 47.5596, 7.5886, [
    cinema('Küchlin', 'Steinenvorstadt 55', '4051', 47.5523, 7.5877, 9),
  ]),

  // Belgium
  city('be', 'Bruxelles', 'bruxelles', null, 50.8503, 4.3517, [
    cinema('Docks', 'Boulevard Lambermont 1', '1000', 50.8793, 4.3709, 10, ['imax', '4dx']),
    cinema('De Brouckère', 'Place de Brouckère 38', '1000', 50.8513, 4.3531, 12, ['dolby']),
  ]),
  city('be', 'Antwerpen', 'antwerpen', null, 51.2194, 4.4025, [
    cinema('Antwerpen', 'Van Wesenbekestraat 1', '2060', 51.2174, 4.4208, 10, ['screenx']),
  ]),
  city('be', 'Liège', 'liege', null, 50.6326, 5.5797, [
    cinema('Rocourt', 'Chaussée de Tongres 269', '4000', 50.6738, 5.5488, 16, ['imax']),
  ]),
  city('be', 'Charleroi', 'charleroi', null, 50.4108, 4.4446, [
    cinema('City 2', 'Quai de la Sambre 10', '6000', 50.4096, 4.4437, 10),
  ]),
  city('be', 'Louvain-la-Neuve', 'louvain-la-neuve', null, 50.6681, 4.6118, [
    cinema('Louvain-la-Neuve', 'Grand Place 55', '1348', 50.6697, 4.6155, 11, ['dolby']),
  ]),

  // The Netherlands: Amsterdam (region amsterdam), Rotterdam, Den Haag, Utrecht, Tilburg...
  city('nl', 'Amsterdam', 'amsterdam', null, 52.3676, 4.9041, [
    cinema('Arena', 'Arena Boulevard 600', '1101 DS', 52.3122, 4.9449, 14, ['imax', '4dx', 'dolby']),
    cinema('Tuschinski', 'Reguliersbreestraat 26', '1017 CN', 52.3664, 4.8945, 6, ['dolby']),
    cinema('De Munt', 'Vijzelstraat 15', '1017 HD', 52.3665, 4.8914, 13, ['screenx']),
  ]),
  city('nl', 'Zaandam', 'zaandam', null, 52.4391, 4.8275, [
    cinema('Zaandam', 'Ankersmidplein 3', '1506 CK', 52.4378, 4.8262, 8),
  ]),
  city('nl', 'Rotterdam', 'rotterdam', null, 51.9244, 4.4777, [
    cinema('Schouwburgplein', 'Schouwburgplein 101', '3012 CL', 51.9212, 4.4739, 7, ['imax']),
    cinema('De Kuip', 'Cor Kieboomplein 501', '3077 MK', 51.8939, 4.5231, 14, ['4dx']),
  ]),
  city('nl', 'Den Haag', 'den-haag', null, 52.0705, 4.3007, [
    cinema('Spuimarkt', 'Spui 61', '2511 BL', 52.0775, 4.3135, 8, ['dolby']),
    cinema('Scheveningen', 'Kurhausweg 2', '2587 RT', 52.1127, 4.2788, 4),
  ]),
  city('nl', 'Utrecht', 'utrecht', null, 52.0907, 5.1214, [
    cinema('Rembrandt', 'Oudegracht 73', '3511 AE', 52.0903, 5.1199, 5),
    cinema('Leidsche Rijn', 'Berlijnplein 100', '3541 CM', 52.1003, 5.0455, 13, ['imax']),
  ]),
  city('nl', 'Tilburg', 'tilburg', null, 51.5555, 5.0913, [
    cinema('Stappegoor', 'Ringbaan-Zuid 2', '5022 PB', 51.5384, 5.0823, 10, ['4dx']),
  ]),
  city('nl', 'Eindhoven', 'eindhoven', null, 51.4416, 5.4697, [
    cinema('Eindhoven', 'Nieuwe Emmasingel 20', '5611 AM', 51.4402, 5.4735, 10, ['dolby']),
  ]),

  // Tunisia, Senegal, Côte d'Ivoire, Morocco
  city('tn', 'Tunis', 'tunis', null, 36.8065, 10.1815, [
    cinema('Tunis City', 'Route de Bizerte, Cebalat Ben Ammar', '2032', 36.9094, 10.1402, 8, ['imax']),
  ]),
  city('tn', 'Sousse', 'sousse', null, 35.8256, 10.6084, [
    cinema('Sousse Mall of Sousse', 'Route de Tunis', '4011', 35.8619, 10.5907, 6),
  ]),
  city('sn', 'Dakar', 'dakar', null, 14.7167, -17.4677, [
    cinema('Dakar', 'Route de l’Aéroport, Mermoz', '10700', 14.7093, -17.4762, 7),
  ]),
  city('ci', 'Abidjan', 'abidjan', null, 5.36, -4.0083, [
    cinema('Cap Sud', 'Boulevard Valéry Giscard d’Estaing', '01 BP', 5.2946, -3.9914, 6),
  ]),
  city('ma', 'Casablanca', 'casablanca', null, 33.5731, -7.5898, [
    cinema('Californie', 'Boulevard Panoramique', '20150', 33.5411, -7.6298, 10, ['imax']),
  ]),
  city('ma', 'Marrakech', 'marrakech', null, 31.6295, -7.9811, [
    cinema('Menara', 'Avenue Mohammed VI', '40000', 31.6104, -8.0117, 8),
  ]),
];

/** catalogue.txt §9 region codes: idf in France, amsterdam in the Netherlands. */
export const demoRegions = [
  { site: 'fr', slug: 'idf', name: 'Île-de-France', cities: ['paris', 'boulogne-billancourt', 'saint-denis', 'massy'] },
  { site: 'nl', slug: 'amsterdam', name: 'Amsterdam', cities: ['amsterdam', 'zaandam'] },
] as const;

/** Per site: the country word the real vistaRef and booking hosts use. */
export const bookingHosts: Record<SiteCode, string> = {
  fr: 'https://tickets.marquee.fr',
  ch: 'https://tickets.marquee.ch',
  be: 'https://tickets.marquee.be',
  nl: 'https://tickets.marquee.nl',
  tn: 'https://tickets.marquee.tn',
  sn: 'https://tickets.marquee.sn',
  ci: 'https://tickets.marquee.ci',
  ma: 'https://tickets.marquee.ma',
};
