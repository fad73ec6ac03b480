ALTER TABLE "titles" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "titles" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "titles" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "titles" ADD COLUMN "uploaded_artwork" jsonb;--> statement-breakpoint
CREATE INDEX "titles_review_idx" ON "titles" USING btree ("submitted_at") WHERE "titles"."review_state" = 'pending';--> statement-breakpoint
ALTER TABLE "titles" ADD CONSTRAINT "titles_review_state" CHECK ("titles"."review_state" is null or "titles"."review_state" in ('pending', 'rejected'));