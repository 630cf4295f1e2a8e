import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

type Localized = Partial<Record<'fr' | 'en' | 'de' | 'nl', string>>;

/** A film or event of the catalogue (catalogue.txt §3 Show summary). */
export const shows = pgTable('shows', {
  slug: text('slug').primaryKey(),
  /** Title per language; the site's language picks one. */
  title: jsonb('title').$type<Localized>().notNull(),
  /** Release date per locale key (FR_FR, NL_NL, CH_FR...), YYYY-MM-DD. */
  releaseAt: jsonb('release_at').$type<Record<string, string>>().notNull(),
  poster: jsonb('poster').$type<{ lg: string; md: string } | null>(),
  contentRatingRef: text('content_rating_ref'),
  contentRatingLabel: jsonb('content_rating_label').$type<Localized | null>(),
  isMovie: boolean('is_movie').notNull(),
  isNew: boolean('is_new').notNull().default(false),
  isComingSoon: boolean('is_coming_soon').notNull().default(false),
  genres: jsonb('genres').$type<Localized[]>().notNull(),
  duration: integer('duration'),
  homeOrder: integer('home_order'),
  genericOrder: integer('generic_order'),
  upcomingOrder: integer('upcoming_order'),
});

export type ShowRow = typeof shows.$inferSelect;
export type NewShowRow = typeof shows.$inferInsert;
