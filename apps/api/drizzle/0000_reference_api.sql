CREATE TABLE "alerts" (
	"id" integer PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"type" integer NOT NULL,
	"is_warning" boolean NOT NULL,
	"title" jsonb NOT NULL,
	"message" jsonb NOT NULL,
	"cinemas" text[] NOT NULL,
	"cta" jsonb
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"site" text NOT NULL,
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"translation_key" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"headline" text,
	"content" text NOT NULL,
	"author" text,
	"release_date" date NOT NULL,
	"end_date" date,
	"featured_show" text,
	"cta" jsonb,
	"cinemas" text[] NOT NULL,
	"guest" text,
	"tag" text,
	"experience_group" text,
	"redirect_slug" text,
	"palette_seed" integer NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "articles_site_slug_pk" PRIMARY KEY("site","slug")
);
--> statement-breakpoint
CREATE TABLE "cinema_services" (
	"cinema_slug" text NOT NULL,
	"service_slug" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "cinema_services_cinema_slug_service_slug_pk" PRIMARY KEY("cinema_slug","service_slug")
);
--> statement-breakpoint
CREATE TABLE "cinemas" (
	"slug" text PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"city_slug" text NOT NULL,
	"name" text NOT NULL,
	"vista_ref" text NOT NULL,
	"group_id" text,
	"time_zone" text NOT NULL,
	"tags" text[] NOT NULL,
	"has_pmr_service" boolean NOT NULL,
	"theater_name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"address_zip" text NOT NULL,
	"address_city" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"description" jsonb NOT NULL,
	"accessibility_description" jsonb,
	"week_start" integer,
	"premium" boolean DEFAULT false NOT NULL,
	"pricing_terms" jsonb NOT NULL,
	"global_terms" jsonb,
	"redirect_slug" text,
	"display_order" integer NOT NULL,
	"search_text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cinepass_items" (
	"site" text NOT NULL,
	"position" integer NOT NULL,
	"label" jsonb NOT NULL,
	"price" numeric(8, 2) NOT NULL,
	"legend" jsonb,
	CONSTRAINT "cinepass_items_site_position_pk" PRIMARY KEY("site","position")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"site" text NOT NULL,
	"slug" text NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"departement" text,
	"is_idf" boolean DEFAULT false NOT NULL,
	"has_page" boolean DEFAULT true NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"description" jsonb,
	"backdrop_seed" text,
	"redirect_slug" text,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "cities_site_slug_pk" PRIMARY KEY("site","slug")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" text PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"email" text NOT NULL,
	"firstname" text,
	"lastname" text,
	"registered" boolean DEFAULT true NOT NULL,
	"email_verified" boolean DEFAULT true NOT NULL,
	"send_newsletter" boolean DEFAULT false NOT NULL,
	"cinepass_type" text,
	"current_plan" text,
	"loyalty_level" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_blocks" (
	"site" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "content_blocks_site_kind_position_pk" PRIMARY KEY("site","kind","position")
);
--> statement-breakpoint
CREATE TABLE "content_ratings" (
	"system" text NOT NULL,
	"minimum_age" integer NOT NULL,
	"ref" text NOT NULL,
	"label" jsonb NOT NULL,
	"description" jsonb,
	CONSTRAINT "content_ratings_system_minimum_age_pk" PRIMARY KEY("system","minimum_age")
);
--> statement-breakpoint
CREATE TABLE "ecards" (
	"site" text NOT NULL,
	"position" integer NOT NULL,
	"label" jsonb NOT NULL,
	"seats" integer NOT NULL,
	"single_amount" numeric(8, 2) NOT NULL,
	"amount" numeric(8, 2) NOT NULL,
	"ref_cmd" text NOT NULL,
	"highlight_message" jsonb,
	CONSTRAINT "ecards_site_position_pk" PRIMARY KEY("site","position")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"site" text NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"shows" text[] NOT NULL,
	"redirect_slug" text,
	CONSTRAINT "events_site_slug_pk" PRIMARY KEY("site","slug")
);
--> statement-breakpoint
CREATE TABLE "experience_groups" (
	"site" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	CONSTRAINT "experience_groups_site_slug_pk" PRIMARY KEY("site","slug")
);
--> statement-breakpoint
CREATE TABLE "faq_articles" (
	"id" integer PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"teaser" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"in_footer" boolean DEFAULT false NOT NULL,
	"retired" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"position" integer NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourite_cinemas" (
	"client_id" text NOT NULL,
	"cinema_slug" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "favourite_cinemas_client_id_cinema_slug_pk" PRIMARY KEY("client_id","cinema_slug")
);
--> statement-breakpoint
CREATE TABLE "feelings" (
	"client_id" text NOT NULL,
	"show_slug" text NOT NULL,
	"intention" integer,
	"emotion" integer,
	CONSTRAINT "feelings_client_id_show_slug_pk" PRIMARY KEY("client_id","show_slug")
);
--> statement-breakpoint
CREATE TABLE "footers" (
	"site" text PRIMARY KEY NOT NULL,
	"columns" jsonb NOT NULL,
	"social_networks" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "halls" (
	"cinema_slug" text NOT NULL,
	"name" text NOT NULL,
	"seats" integer NOT NULL,
	"tags" text[] NOT NULL,
	CONSTRAINT "halls_cinema_slug_name_pk" PRIMARY KEY("cinema_slug","name")
);
--> statement-breakpoint
CREATE TABLE "master_template_pages" (
	"site" text NOT NULL,
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"translation_key" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"redirect_slug" text,
	CONSTRAINT "master_template_pages_site_slug_pk" PRIMARY KEY("site","slug")
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"cinema_slug" text NOT NULL,
	"position" integer NOT NULL,
	"label" jsonb NOT NULL,
	"amount" numeric(8, 2) NOT NULL,
	"additional" boolean NOT NULL,
	"parent" jsonb,
	"terms_index" integer,
	CONSTRAINT "prices_cinema_slug_position_pk" PRIMARY KEY("cinema_slug","position")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"site" text NOT NULL,
	"slug" text NOT NULL,
	"label" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"is_accessibility" boolean NOT NULL,
	CONSTRAINT "services_site_slug_pk" PRIMARY KEY("site","slug")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"site" text PRIMARY KEY NOT NULL,
	"client_url" text NOT NULL,
	"cmd_url" text NOT NULL,
	"youtube_channel" text,
	"cat_captcha_key" text,
	"max_geolocation_cinemas" integer NOT NULL,
	"max_geolocation_distance" double precision NOT NULL,
	"rating_system" text NOT NULL,
	"features" jsonb NOT NULL,
	"injections" jsonb NOT NULL,
	"agentforce" jsonb
);
--> statement-breakpoint
CREATE TABLE "shows" (
	"slug" text PRIMARY KEY NOT NULL,
	"sites" text[] NOT NULL,
	"title" jsonb NOT NULL,
	"original_title" text,
	"synopsis" jsonb NOT NULL,
	"release_at" jsonb NOT NULL,
	"is_movie" boolean NOT NULL,
	"is_kids" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_coming_soon" boolean DEFAULT false NOT NULL,
	"special_event" boolean DEFAULT false NOT NULL,
	"minimum_age" integer,
	"cinechecks" text[] NOT NULL,
	"genres" jsonb NOT NULL,
	"genre_slugs" text[] NOT NULL,
	"duration" integer,
	"directors" text[] NOT NULL,
	"actors" text[] NOT NULL,
	"nationality" text,
	"tags" text[] NOT NULL,
	"flag" jsonb,
	"flag_color" text,
	"home_order" integer,
	"generic_order" integer,
	"upcoming_order" integer,
	"ref_vista" text NOT NULL,
	"sales_opening_at" timestamp with time zone,
	"vod_availability" boolean DEFAULT false NOT NULL,
	"trailer_id" text,
	"palette_seed" integer NOT NULL,
	"dominant_color" text NOT NULL,
	"gone" boolean DEFAULT false NOT NULL,
	"redirect_slug" text,
	"search_text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "showtimes" (
	"id" serial PRIMARY KEY NOT NULL,
	"show_slug" text NOT NULL,
	"cinema_slug" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"local_date" date NOT NULL,
	"version" text NOT NULL,
	"tags" text[] NOT NULL,
	"status" text NOT NULL,
	"reservability_start" timestamp with time zone NOT NULL,
	"reservability_end" timestamp with time zone NOT NULL,
	"hall" text NOT NULL,
	"seats" integer NOT NULL,
	"session_ref" text NOT NULL,
	"special" jsonb,
	"highlighted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" jsonb,
	"description" jsonb,
	"premium" boolean DEFAULT false NOT NULL,
	"technology" boolean DEFAULT false NOT NULL,
	"accessibility" boolean DEFAULT false NOT NULL,
	"displayed_on" text[] NOT NULL,
	"icon" text NOT NULL,
	"color" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "versions" (
	"slug" text PRIMARY KEY NOT NULL,
	"label" jsonb NOT NULL,
	"sites" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_types" (
	"site" text NOT NULL,
	"type_id" integer NOT NULL,
	"label" jsonb NOT NULL,
	"terms" jsonb,
	CONSTRAINT "voucher_types_site_type_id_pk" PRIMARY KEY("site","type_id")
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"site" text NOT NULL,
	"result_code" integer NOT NULL,
	"card" jsonb NOT NULL,
	CONSTRAINT "vouchers_kind_code_pk" PRIMARY KEY("kind","code")
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"site" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"cinemas" text[] NOT NULL,
	CONSTRAINT "zones_site_slug_pk" PRIMARY KEY("site","slug")
);
--> statement-breakpoint
ALTER TABLE "cinema_services" ADD CONSTRAINT "cinema_services_cinema_slug_cinemas_slug_fk" FOREIGN KEY ("cinema_slug") REFERENCES "public"."cinemas"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_cinemas" ADD CONSTRAINT "favourite_cinemas_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_cinemas" ADD CONSTRAINT "favourite_cinemas_cinema_slug_cinemas_slug_fk" FOREIGN KEY ("cinema_slug") REFERENCES "public"."cinemas"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feelings" ADD CONSTRAINT "feelings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feelings" ADD CONSTRAINT "feelings_show_slug_shows_slug_fk" FOREIGN KEY ("show_slug") REFERENCES "public"."shows"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "halls" ADD CONSTRAINT "halls_cinema_slug_cinemas_slug_fk" FOREIGN KEY ("cinema_slug") REFERENCES "public"."cinemas"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_cinema_slug_cinemas_slug_fk" FOREIGN KEY ("cinema_slug") REFERENCES "public"."cinemas"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showtimes" ADD CONSTRAINT "showtimes_show_slug_shows_slug_fk" FOREIGN KEY ("show_slug") REFERENCES "public"."shows"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showtimes" ADD CONSTRAINT "showtimes_cinema_slug_cinemas_slug_fk" FOREIGN KEY ("cinema_slug") REFERENCES "public"."cinemas"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_list" ON "articles" USING btree ("site","language","type","release_date");--> statement-breakpoint
CREATE INDEX "cinemas_site" ON "cinemas" USING btree ("site","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_articles_slug" ON "faq_articles" USING btree ("site","slug");--> statement-breakpoint
CREATE INDEX "feelings_show" ON "feelings" USING btree ("show_slug");--> statement-breakpoint
CREATE INDEX "showtimes_show_cinema_day" ON "showtimes" USING btree ("show_slug","cinema_slug","local_date");--> statement-breakpoint
CREATE INDEX "showtimes_cinema_day" ON "showtimes" USING btree ("cinema_slug","local_date");--> statement-breakpoint
CREATE INDEX "showtimes_starts_at" ON "showtimes" USING btree ("starts_at");