import { describe, expect, it } from 'vitest';
import { routePath, toTags, type WireTag, experienceTeaserOf } from '@marquee/data';
import tags from '../../fixtures/tags.fr.json' with { type: 'json' };

const tagOf = (slug: string) => {
  const tag = toTags(tags as WireTag[]).find((candidate) => candidate.slug === slug);
  if (!tag) throw new Error(`no tag ${slug} in the fixture`);
  return tag;
};
const discover = (title: string) => `Découvrir ${title}`;

describe('member-and-shell.txt §2 Experience teaser modal: title, description, image, link to the experience page', () => {
  it("teases an experience tag with its badge's words and picture, linking to the experience's page on this site", () => {
    expect(experienceTeaserOf(tagOf('4dx'), 'fr', 'fr', discover)).toEqual({
      title: '4DX',
      description: 'Vivez le film en 4DX : image et son au sommet.',
      image: { src: '/api/media/tag/4dx/sm.svg' },
      experienceLink: {
        label: 'Découvrir 4DX',
        url: routePath('fr', { kind: 'Experience.Single', language: 'fr', params: { slug: '4dx' } }),
      },
    });
  });

  it('falls back to the tooltip, then to the tag, for the words; no picture when none is given', () => {
    const tag = { ...tagOf('imax'), badge: { title: null, description: null, image: null } };
    expect(
      experienceTeaserOf(
        { ...tag, tooltip: { title: 'IMAX®', description: 'Grand.', image: null } },
        'fr',
        'fr',
        discover,
      ),
    ).toMatchObject({ title: 'IMAX®', description: 'Grand.' });
    const bare = experienceTeaserOf({ ...tag, tooltip: null, description: 'Très grand.' }, 'fr', 'fr', discover);
    expect(bare).toMatchObject({ title: 'IMAX', description: 'Très grand.' });
    expect(bare).not.toHaveProperty('image');
  });

  it('has no teaser for a tag without an experience page (no ctaUrl: an accessibility tag) or without words', () => {
    expect(experienceTeaserOf(tagOf('audio-description'), 'fr', 'fr', discover)).toBeNull();
    const silent = {
      ...tagOf('imax'),
      badge: { title: null, description: null, image: null },
      tooltip: null,
      description: null,
    };
    expect(experienceTeaserOf(silent, 'fr', 'fr', discover)).toBeNull();
  });
});
