ALTER TABLE "videos" ADD COLUMN "original_filename" text;--> statement-breakpoint
CREATE INDEX "titles_popular_idx" ON "titles" USING btree ("status","popularity" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "titles_title_sort_idx" ON "titles" USING btree ("status",lower("title"),"id");