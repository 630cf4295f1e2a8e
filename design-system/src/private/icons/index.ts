export {
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
export { DemoSpriteSheet } from './demoSprite.tsx';
