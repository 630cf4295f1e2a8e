import { describe, expect, it } from 'vitest';
import { defaultFeatures } from '../sites/features.ts';
import { shareLinks } from './share.ts';

const page = 'https://www.marquee.fr/actualites/mardi-a-petit-prix-3';

describe('catalogue.txt §3 Article social media: share links per the site’s social network switches (member-and-shell.txt §9)', () => {
  it('fr and nl (Twitter on): Facebook then X, each naming the page', () => {
    for (const site of ['fr', 'nl'] as const) {
      expect(shareLinks(defaultFeatures(site), page, 'Mardi à petit prix')).toEqual([
        {
          network: 'facebook',
          url: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.marquee.fr%2Factualites%2Fmardi-a-petit-prix-3',
        },
        {
          network: 'twitter',
          url: 'https://x.com/intent/post?url=https%3A%2F%2Fwww.marquee.fr%2Factualites%2Fmardi-a-petit-prix-3&text=Mardi%20%C3%A0%20petit%20prix',
        },
      ]);
    }
  });

  it('ch and be (Twitter off): Facebook only; Instagram, TikTok and YouTube take no share link', () => {
    for (const site of ['ch', 'be'] as const) {
      expect(shareLinks(defaultFeatures(site), page, 'News').map((link) => link.network)).toEqual(['facebook']);
    }
  });

  it('a network the settings switch off is not offered', () => {
    const features = { ...defaultFeatures('fr'), facebookEnabled: false };
    expect(shareLinks(features, page, 'News').map((link) => link.network)).toEqual(['twitter']);
    expect(shareLinks({ ...features, twitterEnabled: false }, page, 'News')).toEqual([]);
  });
});
