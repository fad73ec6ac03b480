CREATE TABLE "analytics_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"signups" integer DEFAULT 0 NOT NULL,
	"confirmed" integer DEFAULT 0 NOT NULL,
	"active_premium" integer DEFAULT 0 NOT NULL,
	"active_premium_start" integer DEFAULT 0 NOT NULL,
	"new_subscriptions" integer DEFAULT 0 NOT NULL,
	"cancelled_subscriptions" integer DEFAULT 0 NOT NULL,
	"lapsed_subscriptions" integer DEFAULT 0 NOT NULL,
	"mrr_cents" bigint DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"failed_payments" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"ad_impressions" integer DEFAULT 0 NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"watch_seconds" bigint DEFAULT 0 NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL,
	"peak_streams" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_mix" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_mix_day_dimension_value_pk" PRIMARY KEY("day","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_titles" (
	"day" date NOT NULL,
	"title_id" uuid NOT NULL,
	"watch_seconds" bigint DEFAULT 0 NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_titles_day_title_id_pk" PRIMARY KEY("day","title_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_hourly" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"watch_seconds" bigint DEFAULT 0 NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL,
	"peak_streams" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "play_events" ADD COLUMN "quality" text;--> statement-breakpoint
ALTER TABLE "play_events" ADD COLUMN "device_class" text;--> statement-breakpoint
ALTER TABLE "play_events" ADD COLUMN "data_saver" boolean;--> statement-breakpoint
ALTER TABLE "analytics_daily_titles" ADD CONSTRAINT "analytics_daily_titles_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;