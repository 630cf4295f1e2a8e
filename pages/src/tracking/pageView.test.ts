import { describe, expect, it } from 'vitest';
import { pageViewOf } from '@marquee/data';
import cinemaFr from '../fixtures/cinemaPage-cinema-parnasse.fr.json' with { type: 'json' };
import cityFr from '../fixtures/city.nantes.fr.json' with { type: 'json' };
import experienceFr from '../fixtures/experience.fr.json' with { type: 'json' };
import newsItemFr from '../fixtures/news-item.fr.json' with { type: 'json' };
import offerFr from '../fixtures/offer.fr.json' with { type: 'json' };
import showFr from '../fixtures/show-orbite.fr.json' with { type: 'json' };

describe('member-and-shell.txt §4 Tracking: a page view carries its record’s tracking group, read from the page’s main answer', () => {
  it('a film (and an event) page: the show tracking group of member §3', () => {
    const tracking = {
      copiesCount: 25,
      nationality: 'Belgique',
      next24ShowtimesCount: 56,
      originalTitle: 'Orbit',
      refHubble: '10002',
      title: 'Orbite',
      visa: null,
    };
    expect(pageViewOf('Shows.Movie', showFr)).toEqual({ type: 'movie', data: { show: tracking } });
    expect(pageViewOf('Shows.Entertainment', showFr)).toEqual({ type: 'entertainment', data: { show: tracking } });
  });

  it('a cinema page, full or light: its city and cinema slugs', () => {
    const cinema = { citySlug: 'paris', cinemaSlug: 'marquee-parnasse' };
    expect(pageViewOf('Cinema.Single', cinemaFr)).toEqual({ type: 'cinema', data: { cinema } });
    expect(pageViewOf('Cinema.Light', cinemaFr)).toEqual({ type: 'cinema', data: { cinema } });
  });

  it('a city page, a news item, an offer, an experience: their tracking slug (catalogue §3)', () => {
    expect(pageViewOf('Cinema.City.Single', cityFr)).toEqual({ type: 'city', data: { city: { slug: 'nantes' } } });
    expect(pageViewOf('News.Single', newsItemFr)).toEqual({
      type: 'news-item',
      data: { article: { slug: 'fr-article-1' } },
    });
    expect(pageViewOf('Offers.Single', offerFr)).toEqual({
      type: 'offer',
      data: { article: { slug: 'fr-article-3' } },
    });
    expect(pageViewOf('Experience.Single', experienceFr)).toEqual({
      type: 'experience',
      data: { article: { slug: 'fr-experience-imax' } },
    });
  });

  it('a page that needs no record has no data; one whose record cannot be read sends no page view', () => {
    expect(pageViewOf('Movies.Home', undefined)).toEqual({ type: 'home', data: null });
    expect(pageViewOf('Shows.Movie', { title: 'no slug' })).toBeNull();
    expect(pageViewOf('MobileApp', undefined)).toBeNull();
  });
});
