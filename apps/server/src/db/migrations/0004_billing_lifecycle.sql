ALTER TABLE "subscriptions" ADD COLUMN "past_due_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "subscriptions_live_end_idx" ON "subscriptions" USING btree ("end_date") WHERE status in ('active', 'trialing');