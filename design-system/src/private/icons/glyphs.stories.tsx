import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  CinecheckGlyph,
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
  component: Glyphs,
} satisfies Meta<typeof Glyphs>;

export default meta;

export const AllGlyphs: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    // Decorative: hidden from assistive technology, the components carry the text.
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs.length).toBe(9);
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).getByText('Close')).toBeVisible();
  },
};
