import { describe, expect, it } from 'vitest';
import {
  attributeOf,
  countInMain,
  kbpsToBytesPerSecond,
  lighthouseMobileThrottling,
  profiles,
  tagsInMain,
  tapFigures,
} from './firsttap.ts';

const filmPage = [
  '<html><body><header><button data-status="x">Rechercher</button></header>',
  '<main id="main"><form><label><input type="checkbox" name="versions" value="vf"/>VF</label>',
  '<label><input type="checkbox" name="versions" value="vo"/>VO</label>',
  '<input type="checkbox" name="tags" value="imax"/></form>',
  '<ul><li><a data-status="available">14:00</a></li><li><button data-status="soldOut">16:00</button></li></ul>',
  '<div role="tablist"><div role="tab" data-key="book">À l’affiche</div><div role="tab" data-key="presales">Préventes</div></div>',
  '</main><footer data-status="y"></footer></body></html>',
].join('');

describe('first tap (issue 18 "first tap to visible response")', () => {
  it('throttles as Lighthouse does: 562.5 ms per request, 1,474.56 and 675 kbit/s (of 1,024 bits) in bytes per second, CPU 4x', () => {
    expect(lighthouseMobileThrottling.requestLatencyMs).toBe(562.5);
    expect(kbpsToBytesPerSecond(lighthouseMobileThrottling.downloadThroughputKbps)).toBe(188_743);
    expect(kbpsToBytesPerSecond(lighthouseMobileThrottling.uploadThroughputKbps)).toBe(86_400);
    expect(lighthouseMobileThrottling.cpuSlowdownMultiplier).toBe(4);
  });

  it('a moto g power (412 x 823 at 1.75, touch) held to 1.0 s, a 1350 x 940 desktop with a mouse to 200 ms', () => {
    const [mobile, desktop] = profiles('156.0.0.0');
    expect(mobile).toMatchObject({
      name: 'mobile',
      touch: true,
      throttled: true,
      targetMs: 1000,
      context: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
    });
    expect(mobile?.context.userAgent).toContain('Chrome/156.0.0.0 Mobile');
    expect(desktop).toMatchObject({
      name: 'desktop',
      touch: false,
      throttled: false,
      targetMs: 200,
      context: { viewport: { width: 1350, height: 940 } },
    });
  });

  it('p75 and median of 5 runs, with the number answered; no response is never a figure', () => {
    expect(tapFigures([120, 80, 200, 95, 150])).toEqual({ p75: 150, median: 120, responded: 5 });
    expect(tapFigures([120, null, 200, null, 150])).toEqual({ p75: null, median: 200, responded: 3 });
    expect(tapFigures([null, null, null, null, null])).toEqual({ p75: null, median: null, responded: 0 });
  });

  it('counts the showtimes the server renders inside <main> only', () => {
    expect(countInMain(filmPage, 'data-status')).toBe(2);
    expect(countInMain('<body><p data-status="x"></p></body>', 'data-status')).toBe(0);
  });

  it('reads the first version chip and the second tab from the server HTML', () => {
    expect(attributeOf(tagsInMain(filmPage, 'name', 'versions')[0], 'value')).toBe('vf');
    expect(tagsInMain(filmPage, 'name', 'versions')).toHaveLength(2);
    expect(attributeOf(tagsInMain(filmPage, 'role', 'tab')[1], 'data-key')).toBe('presales');
    expect(attributeOf(tagsInMain(filmPage, 'role', 'tab')[2], 'data-key')).toBeNull();
    expect(attributeOf('<div role="tab">', 'data-key')).toBeNull();
  });
});
