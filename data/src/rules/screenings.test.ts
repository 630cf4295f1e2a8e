import { describe, expect, it } from 'vitest';
import { wireSettings } from '../contract/content.ts';
import { toSettings } from '../model/content.ts';
import { defaultFeatures } from '../sites/features.ts';
import { adsMinutesFor, filterScreenings, screeningTimes, showtimeFilterTags } from './screenings.ts';

const paris = 'Europe/Paris';

describe('issue 9 advertising per cinema (settings.advertising)', () => {
  const settings = toSettings(
    wireSettings.parse({
      clientUrl: 'https://client.example',
      cmdUrl: 'https://s.example',
      advertising: { defaultMinutes: 20, cinemas: { 'marquee-wepler': 15, 'marquee-rex': 25, 'marquee-nord': 0 } },
    }),
  );

  it('a listed cinema has its own minutes, zero included; any other cinema the default', () => {
    expect(adsMinutesFor(settings, 'marquee-wepler')).toBe(15);
    expect(adsMinutesFor(settings, 'marquee-rex')).toBe(25);
    expect(adsMinutesFor(settings, 'marquee-nord')).toBe(0);
    expect(adsMinutesFor(settings, 'marquee-elsewhere')).toBe(20);
  });

  it('settings without advertising (or null) say nothing: null, so the page shows no film start', () => {
    const bare = { clientUrl: 'https://client.example', cmdUrl: 'https://s.example' };
    expect(adsMinutesFor(toSettings(wireSettings.parse(bare)), 'marquee-wepler')).toBeNull();
    expect(adsMinutesFor(toSettings(wireSettings.parse({ ...bare, advertising: null })), 'marquee-wepler')).toBeNull();
  });

  it('advertising without per-cinema exceptions is read; negative minutes are refused by the contract', () => {
    const wire = { clientUrl: 'c', cmdUrl: 's', advertising: { defaultMinutes: 18 } };
    expect(toSettings(wireSettings.parse(wire)).advertising).toEqual({ defaultMinutes: 18, cinemas: {} });
    expect(wireSettings.safeParse({ ...wire, advertising: { defaultMinutes: -5 } }).success).toBe(false);
  });
});

describe('issue 9 screening times (start, film start after the advertising, end)', () => {
  it('an evening screening: the film starts after 20 minutes of advertising and ends after its 142 minutes', () => {
    expect(
      screeningTimes(
        { datetime: '2026-09-11T20:30:00', endTime: null },
        { adsMinutes: 20, durationMinutes: 142, timeZone: paris },
      ),
    ).toEqual({ start: '2026-09-11T20:30:00', filmStart: '2026-09-11T20:50:00', end: '2026-09-11T23:12:00' });
  });

  it("the showtime's own end time wins over start + advertising + duration", () => {
    expect(
      screeningTimes(
        { datetime: '2026-09-11T11:00:00', endTime: '2026-09-11T13:45:00' },
        { adsMinutes: 20, durationMinutes: 145, timeZone: 'Europe/Amsterdam' },
      ),
    ).toEqual({ start: '2026-09-11T11:00:00', filmStart: '2026-09-11T11:20:00', end: '2026-09-11T13:45:00' });
  });

  it('a late screening ends after midnight, on the next day', () => {
    expect(
      screeningTimes({ datetime: '2026-09-11T23:15:00' }, { adsMinutes: 25, durationMinutes: 110, timeZone: paris }),
    ).toEqual({ start: '2026-09-11T23:15:00', filmStart: '2026-09-11T23:40:00', end: '2026-09-12T01:30:00' });
  });

  it('across the 2026-03-29 Paris spring change (02:00 -> 03:00), the wall clock skips the lost hour', () => {
    expect(
      screeningTimes({ datetime: '2026-03-29T01:30:00' }, { adsMinutes: 20, durationMinutes: 100, timeZone: paris }),
    ).toEqual({ start: '2026-03-29T01:30:00', filmStart: '2026-03-29T01:50:00', end: '2026-03-29T04:30:00' });
    // Advertising alone crossing the change.
    expect(
      screeningTimes({ datetime: '2026-03-29T01:50:00' }, { adsMinutes: 15, durationMinutes: null, timeZone: paris })
        .filmStart,
    ).toBe('2026-03-29T03:05:00');
  });

  it('across the 2026-10-25 Paris autumn change (03:00 -> 02:00), the wall clock repeats the hour', () => {
    // 01:50 CEST + 100 minutes of film = 02:30 CET: 40 minutes later on the wall, 100 in the room.
    expect(
      screeningTimes({ datetime: '2026-10-25T01:30:00' }, { adsMinutes: 20, durationMinutes: 100, timeZone: paris }),
    ).toEqual({ start: '2026-10-25T01:30:00', filmStart: '2026-10-25T01:50:00', end: '2026-10-25T02:30:00' });
  });

  it('no advertising known: no film start, the end counts the duration from the start', () => {
    expect(
      screeningTimes({ datetime: '2026-09-11T20:30:00' }, { adsMinutes: null, durationMinutes: 90, timeZone: paris }),
    ).toEqual({ start: '2026-09-11T20:30:00', filmStart: null, end: '2026-09-11T22:00:00' });
  });

  it('no end time and no duration: no end; the wire form with a space and no seconds reads the same', () => {
    expect(
      screeningTimes({ datetime: '2026-09-11 20:30' }, { adsMinutes: 0, durationMinutes: null, timeZone: paris }),
    ).toEqual({ start: '2026-09-11T20:30:00', filmStart: '2026-09-11T20:30:00', end: null });
  });

  it('an unknown zone gives no computed times rather than wrong ones', () => {
    expect(
      screeningTimes(
        { datetime: '2026-09-11T20:30:00' },
        { adsMinutes: 20, durationMinutes: 90, timeZone: 'Mars/Olympus' },
      ),
    ).toEqual({ start: '2026-09-11T20:30:00', filmStart: null, end: null });
  });
});

describe('catalogue.txt §5 Showtime filtering (issue 9 screenings: OR within a key, AND across keys)', () => {
  const vf3d = { id: 'vf3d', version: 'vf', tags: ['3d', 'DEFAULT'] };
  const vostImax = { id: 'vostImax', version: 'vost', tags: ['imax'] };
  const vfAvpEquipe = { id: 'vfAvpEquipe', version: 'vf', tags: ['avp-equipe'] };
  const voUpperAvp = { id: 'voUpperAvp', version: 'vo', tags: ['AVP', 'imax'] };
  const all = [vf3d, vostImax, vfAvpEquipe, voUpperAvp];
  const ids = (list: readonly { id: string }[]) => list.map((showtime) => showtime.id);

  it('an empty selection keeps every screening', () => {
    expect(filterScreenings(all, {})).toEqual(all);
    expect(filterScreenings(all, { versions: [], tags: [] })).toEqual(all);
  });

  it('within versions any chosen value matches', () => {
    expect(ids(filterScreenings(all, { versions: ['vf'] }))).toEqual(['vf3d', 'vfAvpEquipe']);
    expect(ids(filterScreenings(all, { versions: ['vost', 'vo'] }))).toEqual(['vostImax', 'voUpperAvp']);
  });

  it('within tags any chosen value matches', () => {
    expect(ids(filterScreenings(all, { tags: ['3d', 'imax'] }))).toEqual(['vf3d', 'vostImax', 'voUpperAvp']);
  });

  it('across versions and tags both must match', () => {
    expect(ids(filterScreenings(all, { versions: ['vf'], tags: ['imax'] }))).toEqual([]);
    expect(ids(filterScreenings(all, { versions: ['vf', 'vost'], tags: ['imax'] }))).toEqual(['vostImax']);
  });

  it('avp matches avp-equipe (and AVP), but avp-equipe does not match a plain avp', () => {
    expect(ids(filterScreenings(all, { tags: ['avp'] }))).toEqual(['vfAvpEquipe', 'voUpperAvp']);
    expect(ids(filterScreenings(all, { tags: ['avp-equipe'] }))).toEqual(['vfAvpEquipe']);
  });
});

describe('issue 9 showtime filter tags (member-and-shell.txt §9 3D, family and VIP filter switches)', () => {
  // The demo API's tags (GET /api/tags), plus a family and a VIP tag as the real FR site names them.
  const place = (slug: string, ...displayedOn: string[]) => ({ slug, displayedOn });
  const tags = [
    place('imax', 'showtime', 'show-filters', 'cinema-filters'),
    place('3d', 'showtime', 'show-filters', 'cinema-filters'),
    place('cinekids', 'showtime', 'show-filters'),
    place('vip', 'showtime', 'show-filters'),
    place('audio-description', 'showtime', 'accessibility', 'show-filters'),
    place('avp', 'showtime', 'show', 'show-filters'),
    place('avp-equipe', 'showtime', 'show'),
    place('legacy-70mm'),
  ];
  const slugs = (list: readonly { slug: string }[]) => list.map((tag) => tag.slug);

  it('fr: 3D filter off; family and VIP on; only tags shown in the show filters, in order', () => {
    expect(slugs(showtimeFilterTags(tags, defaultFeatures('fr')))).toEqual([
      'imax',
      'cinekids',
      'vip',
      'audio-description',
      'avp',
    ]);
  });

  it('be: family and VIP filters off (3D off too)', () => {
    expect(slugs(showtimeFilterTags(tags, defaultFeatures('be')))).toEqual(['imax', 'audio-description', 'avp']);
  });

  it('sn: 3D filter on, VIP off', () => {
    expect(slugs(showtimeFilterTags(tags, defaultFeatures('sn')))).toEqual([
      'imax',
      '3d',
      'cinekids',
      'audio-description',
      'avp',
    ]);
  });

  it('the NL kleuter tag is the family tag; an API override of a switch counts', () => {
    const nlTags = [place('kleuter', 'show-filters'), place('vip', 'show-filters')];
    expect(slugs(showtimeFilterTags(nlTags, defaultFeatures('nl')))).toEqual(['kleuter']);
    expect(slugs(showtimeFilterTags(nlTags, { ...defaultFeatures('nl'), familyFilterEnabled: false }))).toEqual([]);
  });
});
