-- Ads on the free tier (issue 18): house campaigns, each ad served (a pseudonymous viewer key, purged after 30 days;
-- no IP address, no user agent), its events once each, and the daily figures the report reads. videos.purpose marks
-- ad creatives, which are attached to no title and never listed or played as programmes.
CREATE TABLE "ad_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"creative_video_id" uuid,
	"click_through_url" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"daily_impression_cap" integer,
	"total_impression_cap" integer,
	"frequency_cap_per_day" integer,
	"target_languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"target_genres" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_age_rating" text,
	"weight" integer DEFAULT 10 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_campaigns_status_check" CHECK ("ad_campaigns"."status" in ('draft', 'active', 'paused', 'ended')),
	CONSTRAINT "ad_campaigns_weight_check" CHECK ("ad_campaigns"."weight" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "ad_daily_stats" (
	"campaign_id" uuid NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"starts" integer DEFAULT 0 NOT NULL,
	"first_quartiles" integer DEFAULT 0 NOT NULL,
	"midpoints" integer DEFAULT 0 NOT NULL,
	"third_quartiles" integer DEFAULT 0 NOT NULL,
	"completes" integer DEFAULT 0 NOT NULL,
	"skips" integer DEFAULT 0 NOT NULL,
	"pauses" integer DEFAULT 0 NOT NULL,
	"mutes" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_daily_stats_campaign_id_day_pk" PRIMARY KEY("campaign_id","day")
);
--> statement-breakpoint
CREATE TABLE "ad_events" (
	"serve_id" uuid NOT NULL,
	"event" text NOT NULL,
	"code" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ad_events_serve_id_event_pk" PRIMARY KEY("serve_id","event")
);
--> statement-breakpoint
CREATE TABLE "ad_serves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"placement" text NOT NULL,
	"video_id" uuid,
	"viewer_key" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "purpose" text DEFAULT 'programme' NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_creative_video_id_videos_id_fk" FOREIGN KEY ("creative_video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_daily_stats" ADD CONSTRAINT "ad_daily_stats_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_events" ADD CONSTRAINT "ad_events_serve_id_ad_serves_id_fk" FOREIGN KEY ("serve_id") REFERENCES "public"."ad_serves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_serves" ADD CONSTRAINT "ad_serves_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_serves" ADD CONSTRAINT "ad_serves_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_campaigns_status_idx" ON "ad_campaigns" USING btree ("status");--> statement-breakpoint
CREATE INDEX "ad_campaigns_creative_idx" ON "ad_campaigns" USING btree ("creative_video_id");--> statement-breakpoint
CREATE INDEX "ad_serves_viewer_day_idx" ON "ad_serves" USING btree ("viewer_key","day","campaign_id");--> statement-breakpoint
CREATE INDEX "ad_serves_created_idx" ON "ad_serves" USING btree ("created_at");