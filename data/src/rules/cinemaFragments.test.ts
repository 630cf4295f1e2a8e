import { describe, expect, it } from 'vitest';
import { addressAfterClosing, fragmentOf, popinOfFragment } from './cinemaFragments.ts';

describe('cinema page fragments (member-and-shell.txt §2 Fragments and parameters)', () => {
  it('#tarifs opens the pricing pop-in and #info the information pop-in', () => {
    expect(popinOfFragment('#tarifs')).toBe('cinemaPricing');
    expect(popinOfFragment('#info')).toBe('cinemaInformation');
    expect(fragmentOf('cinemaPricing')).toBe('tarifs');
    expect(fragmentOf('cinemaInformation')).toBe('info');
  });

  it('any other fragment, or none, opens nothing', () => {
    expect(popinOfFragment('')).toBeNull();
    expect(popinOfFragment('#main')).toBeNull();
    expect(popinOfFragment('#Info')).toBeNull();
    expect(popinOfFragment('#toString')).toBeNull();
  });

  it('closing the info pop-in clears the fragment, keeping the path (filters included) and the query', () => {
    const location = {
      pathname: '/cinemas/marquee-beaugrenelle/filters/date-2026-11-25',
      search: '?x=1',
      hash: '#info',
    };
    expect(addressAfterClosing(location, 'cinemaInformation')).toBe(
      '/cinemas/marquee-beaugrenelle/filters/date-2026-11-25?x=1',
    );
  });

  it('closing leaves the address alone when its fragment belongs to something else', () => {
    const location = { pathname: '/cinemas/marquee-beaugrenelle', search: '', hash: '#tarifs' };
    expect(addressAfterClosing(location, 'cinemaInformation')).toBeNull();
    expect(addressAfterClosing({ ...location, hash: '' }, 'cinemaPricing')).toBeNull();
  });
});
