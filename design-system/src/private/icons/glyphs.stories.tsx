import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  BackGlyph,
  CinecheckGlyph,
  ClockGlyph,
  DisappointedGlyph,
  GlobeGlyph,
  HeartOutlineGlyph,
  LikedGlyph,
  MenuGlyph,
  PlayGlyph,
  PositionGlyph,
  SearchGlyph,
  SignInGlyph,
  socialGlyphs,
  WishlistGlyph,
  CloseGlyph,
  ErrorGlyph,
  ExternalGlyph,
  FilmGlyph,
  HeartGlyph,
  InfoGlyph,
  StarGlyph,
  WarningGlyph,
} from './glyphs.tsx';

/** The glyphs the components draw themselves, for designers to review in every theme. */
function Glyphs() {
  const glyphs = {
    External: <ExternalGlyph />,
    Heart: <HeartGlyph />,
    Star: <StarGlyph />,
    Warning: <WarningGlyph />,
    Info: <InfoGlyph />,
    Error: <ErrorGlyph />,
    Close: <CloseGlyph />,
    Film: <FilmGlyph />,
    'Cinecheck violence': <CinecheckGlyph code="vio" />,
    Search: <SearchGlyph />,
    'Sign in': <SignInGlyph />,
    Menu: <MenuGlyph />,
    Globe: <GlobeGlyph />,
    Back: <BackGlyph />,
    'Heart outline': <HeartOutlineGlyph />,
    Clock: <ClockGlyph />,
    Position: <PositionGlyph />,
    Disappointed: <DisappointedGlyph />,
    Liked: <LikedGlyph />,
    Wishlist: <WishlistGlyph />,
    Play: <PlayGlyph />,
    ...Object.fromEntries(
      Object.entries(socialGlyphs).map(([network, SocialGlyph]) => [
        `Social: ${network}`,
        <SocialGlyph key={network} />,
      ]),
    ),
  };
  return (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 12rem)', gap: '1rem', fontSize: '2rem' }}>
      {Object.entries(glyphs).map(([name, glyph]) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', listStyle: 'none' }}>
          {glyph}
          <span style={{ fontSize: '1rem' }}>{name}</span>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Design system/Internals/Glyphs',
  tags: ['autodocs'],
  component: Glyphs,
} satisfies Meta<typeof Glyphs>;

export default meta;

export const AllGlyphs: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    // Decorative: hidden from assistive technology, the components carry the text.
    const svgs = canvasElement.querySelectorAll('svg');
    // 9 component glyphs, 12 header/search/locator/feelings glyphs, 6 social marks.
    await expect(svgs.length).toBe(27);
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).getByText('Close')).toBeVisible();
  },
};
