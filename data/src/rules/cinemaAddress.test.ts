import { toAddress } from '../model/cinema.ts';
import { describe, expect, it } from 'vitest';
import { cardAddress } from './cinemaAddress.ts';

const theater = {
  name: 'Marquee Alésia',
  addressLine1: '73 avenue du Général Leclerc',
  addressLine2: null,
  addressZip: '75014',
  addressCity: 'Paris',
  gpsPosition: { x: 48.8277, y: 2.3265 },
};

describe('issue 20: a cinema card is headed by the cinema, its address line without the name again', () => {
  it('street, postal code and city (catalogue.txt §3 Cinema address), not the theater name', () => {
    const address = toAddress(theater);
    expect(address?.full).toMatch(/^Marquee Alésia, /);
    expect(cardAddress(address)).toBe('73 avenue du Général Leclerc, 75014 Paris');
  });

  it('keeps what there is of it, and is null without any', () => {
    expect(cardAddress(toAddress({ ...theater, addressLine1: '', addressZip: '' }))).toBe('Paris');
    expect(cardAddress(toAddress({ ...theater, addressLine1: ' ', addressZip: '', addressCity: '' }))).toBeNull();
    expect(cardAddress(null)).toBeNull();
  });
});
