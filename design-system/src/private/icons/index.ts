export { CinecheckGlyph, ExternalGlyph, FilmGlyph, HeartGlyph, StarGlyph, WarningGlyph } from './glyphs.tsx';
export { DemoSpriteSheet } from './demoSprite.tsx';
