CREATE TABLE "shows" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"release_at" jsonb NOT NULL,
	"poster" jsonb,
	"content_rating_ref" text,
	"content_rating_label" jsonb,
	"is_movie" boolean NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_coming_soon" boolean DEFAULT false NOT NULL,
	"genres" jsonb NOT NULL,
	"duration" integer,
	"home_order" integer,
	"generic_order" integer,
	"upcoming_order" integer
);
