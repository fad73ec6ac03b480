-- Offline download licences (issue 17, D75): one per account, device and video, owned by a viewer profile; counted
-- against the plan's limit while active (not revoked, not expired). Revocations stay as rows (revoked_at, reason).
CREATE TABLE "download_licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"profile_id" uuid NOT NULL,
	"device_key" text NOT NULL,
	"auth_session_id" text,
	"video_id" uuid NOT NULL,
	"quality" text NOT NULL,
	"height" integer NOT NULL,
	"bytes" bigint NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"renewed_at" timestamp with time zone NOT NULL,
	"first_played_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text
);
--> statement-breakpoint
ALTER TABLE "download_licences" ADD CONSTRAINT "download_licences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_licences" ADD CONSTRAINT "download_licences_profile_id_viewer_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."viewer_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_licences" ADD CONSTRAINT "download_licences_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "download_licences_user_active_idx" ON "download_licences" USING btree ("user_id","expires_at") WHERE "download_licences"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "download_licences_user_device_idx" ON "download_licences" USING btree ("user_id","device_key","video_id");--> statement-breakpoint
CREATE INDEX "download_licences_video_idx" ON "download_licences" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "download_licences_session_idx" ON "download_licences" USING btree ("auth_session_id") WHERE "download_licences"."revoked_at" is null;