CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"resolved_by" text,
	CONSTRAINT "review_reports_review_reporter_key" UNIQUE("review_id","reporter_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"profile_id" uuid NOT NULL,
	"title_id" uuid NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'visible' NOT NULL,
	"hidden_reason" text,
	"hidden_at" timestamp with time zone,
	"hidden_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_profile_title_key" UNIQUE("profile_id","title_id"),
	CONSTRAINT "reviews_status" CHECK ("reviews"."status" in ('visible', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "ratings" DROP CONSTRAINT "ratings_range";--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_profile_id_viewer_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."viewer_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("review_id") WHERE "review_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "review_reports_reporter_idx" ON "review_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "reviews_title_visible_idx" ON "reviews" USING btree ("title_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
-- Hand-added: 1-5 stars (nothing wrote them before issue 19) become thumbs: 4-5 up, 1-2 down, 3 dropped.
DELETE FROM "ratings" WHERE "rating" = 3;--> statement-breakpoint
UPDATE "ratings" SET "rating" = CASE WHEN "rating" >= 4 THEN 1 ELSE -1 END;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_thumb" CHECK ("ratings"."rating" in (-1, 1));