-- Viewer profiles (issue 16, D73): the people sharing one account. My List, watch progress, history and ratings move
-- from the account to a profile; every account gets a primary profile, which receives everything it had.
CREATE TABLE "viewer_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"avatar" text DEFAULT 'protea' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"kids" boolean DEFAULT false NOT NULL,
	"maturity_limit" text,
	"autoplay_next" boolean DEFAULT true NOT NULL,
	"pin_hash" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_pins" (
	"user_id" text PRIMARY KEY NOT NULL,
	"pin_hash" text,
	"failures" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_viewer_profiles" (
	"session_id" text PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "viewer_profiles" ADD CONSTRAINT "viewer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewer_profiles" ADD CONSTRAINT "viewer_profiles_maturity_limit_age_ratings_code_fk" FOREIGN KEY ("maturity_limit") REFERENCES "public"."age_ratings"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_pins" ADD CONSTRAINT "account_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_viewer_profiles" ADD CONSTRAINT "session_viewer_profiles_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_viewer_profiles" ADD CONSTRAINT "session_viewer_profiles_profile_id_viewer_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."viewer_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "viewer_profiles_user_idx" ON "viewer_profiles" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "viewer_profiles_one_primary_idx" ON "viewer_profiles" USING btree ("user_id") WHERE "viewer_profiles"."is_primary";--> statement-breakpoint
-- Every account has its primary profile from the moment its row exists, whatever inserts it (sign-up, Google, the
-- seed, create-admin): named after the account (its name, else the e-mail's local part), in its language.
CREATE FUNCTION "add_primary_viewer_profile"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "viewer_profiles" ("user_id", "name", "language", "is_primary", "created_at")
  VALUES (NEW."id", left(coalesce(nullif(btrim(NEW."name"), ''), split_part(NEW."email", '@', 1)), 30), NEW."language",
    true, NEW."created_at");
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_primary_viewer_profile" AFTER INSERT ON "users" FOR EACH ROW EXECUTE FUNCTION "add_primary_viewer_profile"();
--> statement-breakpoint
-- The accounts that exist already: their primary profile, named as the account shows itself (display name first).
INSERT INTO "viewer_profiles" ("user_id", "name", "language", "is_primary", "created_at")
SELECT u."id",
  left(coalesce(nullif(btrim(p."display_name"), ''), nullif(btrim(u."name"), ''), p."username", split_part(u."email", '@', 1)), 30),
  u."language", true, u."created_at"
FROM "users" u LEFT JOIN "profiles" p ON p."id" = u."id";
--> statement-breakpoint
-- Each row of My List, progress, history and ratings goes to its account's primary profile: nothing is lost.
ALTER TABLE "watchlist" ADD COLUMN "profile_id" uuid;--> statement-breakpoint
ALTER TABLE "watch_progress" ADD COLUMN "profile_id" uuid;--> statement-breakpoint
ALTER TABLE "watch_history" ADD COLUMN "profile_id" uuid;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "profile_id" uuid;--> statement-breakpoint
UPDATE "watchlist" w SET "profile_id" = vp."id" FROM "viewer_profiles" vp WHERE vp."user_id" = w."user_id" AND vp."is_primary";--> statement-breakpoint
UPDATE "watch_progress" w SET "profile_id" = vp."id" FROM "viewer_profiles" vp WHERE vp."user_id" = w."user_id" AND vp."is_primary";--> statement-breakpoint
UPDATE "watch_history" w SET "profile_id" = vp."id" FROM "viewer_profiles" vp WHERE vp."user_id" = w."user_id" AND vp."is_primary";--> statement-breakpoint
UPDATE "ratings" r SET "profile_id" = vp."id" FROM "viewer_profiles" vp WHERE vp."user_id" = r."user_id" AND vp."is_primary";--> statement-breakpoint
ALTER TABLE "watchlist" ALTER COLUMN "profile_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "watch_progress" ALTER COLUMN "profile_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "watch_history" ALTER COLUMN "profile_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ratings" ALTER COLUMN "profile_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "watch_history" DROP CONSTRAINT "watch_history_user_title_key";--> statement-breakpoint
ALTER TABLE "watchlist" DROP CONSTRAINT "watchlist_user_title_key";--> statement-breakpoint
DROP INDEX "watch_history_user_watched_idx";--> statement-breakpoint
DROP INDEX "watch_progress_user_updated_idx";--> statement-breakpoint
DROP INDEX "watchlist_user_added_idx";--> statement-breakpoint
ALTER TABLE "ratings" DROP CONSTRAINT "ratings_user_id_title_id_pk";--> statement-breakpoint
ALTER TABLE "watch_progress" DROP CONSTRAINT "watch_progress_user_id_video_id_pk";--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_profile_id_title_id_pk" PRIMARY KEY("profile_id","title_id");--> statement-breakpoint
ALTER TABLE "watch_progress" ADD CONSTRAINT "watch_progress_profile_id_video_id_pk" PRIMARY KEY("profile_id","video_id");--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_profile_id_viewer_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."viewer_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_history" ADD CONSTRAINT "watch_history_profile_id_viewer_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."viewer_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_progress" ADD CONSTRAINT "watch_progress_profile_id_viewer_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."viewer_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_profile_id_viewer_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."viewer_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ratings_user_idx" ON "ratings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "watch_history_profile_watched_idx" ON "watch_history" USING btree ("profile_id","watched_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "watch_history_user_idx" ON "watch_history" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "watch_progress_profile_updated_idx" ON "watch_progress" USING btree ("profile_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "watch_progress_user_idx" ON "watch_progress" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "watchlist_profile_added_idx" ON "watchlist" USING btree ("profile_id","added_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "watchlist_user_idx" ON "watchlist" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "watch_history" ADD CONSTRAINT "watch_history_profile_title_key" UNIQUE("profile_id","title_id");--> statement-breakpoint
ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_profile_title_key" UNIQUE("profile_id","title_id");
