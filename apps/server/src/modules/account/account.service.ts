import { UNCONFIRMED_ACCOUNT_DAYS } from '@mzansi/contracts/constants';
import { toPayment } from '../payments/payments.service';
import type { AppContext } from '../../context';
import type { Viewer } from '../../http/authenticate';
import { AppError } from '../../http/errors';
import { deviceLabel } from '../auth/device-label';
import { toProfile, type ProfileService } from '../profile/profile.service';
import { toViewerProfile } from '../viewer-profiles/viewer-profiles.service';
import { createAccountRepository } from './account.repository';
import type { Reauthentication } from './reauthentication';
import { localised } from '../../i18n/translate';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** POPIA: a user can download all their personal data and delete their account. */
export function createAccountService(
  ctx: AppContext,
  deps: { profiles: ProfileService; reauthentication: Reauthentication },
) {
  const repository = createAccountRepository(ctx.database.db);

  return {
    /** Everything we hold about the user, as JSON. Secrets (session tokens, password hash, OAuth tokens) are left out. */
    async exportData(viewer: Viewer): Promise<Record<string, unknown>> {
      const user = await repository.findUser(viewer.userId);
      if (!user) throw new AppError('not_found');
      const data = await repository.collect(viewer.userId);
      return {
        format: 'mzansi-stream-personal-data/1',
        exported_at: ctx.clock.now().toISOString(),
        user: {
          id: user.id,
          email: user.email,
          name: user.name,
          email_confirmed: user.emailVerified,
          confirmed_at: iso(user.emailVerifiedAt),
          created_at: iso(user.createdAt),
          updated_at: iso(user.updatedAt),
          user_metadata: user.userMetadata,
          roles: data.roles.map((row) => ({ role: row.role, granted_at: iso(row.grantedAt) })),
          sign_in_methods: data.signInMethods.map((row) => ({
            provider: row.provider === 'credential' ? 'email' : row.provider,
            linked_at: iso(row.createdAt),
          })),
        },
        profile: data.profile ? toProfile(data.profile) : null,
        sessions: data.sessions.map((row) => ({
          id: row.id,
          created_at: iso(row.createdAt),
          last_active_at: iso(row.updatedAt),
          expires_at: iso(row.expiresAt),
          ip_address: row.ipAddress || null,
          user_agent: row.userAgent || null,
          device_label: deviceLabel(row.userAgent),
        })),
        // Each row below names its viewer profile; a PIN is a secret and is left out (only whether one is set).
        viewer_profiles: data.viewerProfiles.map(toViewerProfile),
        watchlist: data.watchlist.map((row) => ({
          id: row.id,
          viewer_profile_id: row.profileId,
          video_id: row.titleId,
          added_at: iso(row.addedAt),
        })),
        watch_progress: data.watchProgress.map((row) => ({
          viewer_profile_id: row.profileId,
          video_id: row.videoId,
          title_id: row.titleId,
          episode_id: row.episodeId,
          position_seconds: row.positionSeconds,
          duration_seconds: row.durationSeconds,
          completed: row.completed,
          updated_at: iso(row.updatedAt),
        })),
        watch_history: data.watchHistory.map((row) => ({
          viewer_profile_id: row.profileId,
          title_id: row.titleId,
          last_video_id: row.lastVideoId,
          last_episode_id: row.lastEpisodeId,
          watch_count: row.watchCount,
          watched_at: iso(row.watchedAt),
        })),
        // The download licences of each device (its key is a hash of the device cookie, never the cookie itself).
        downloads: data.downloads.map((row) => ({
          id: row.id,
          viewer_profile_id: row.profileId,
          device: row.deviceKey,
          video_id: row.videoId,
          quality: row.quality,
          bytes: row.bytes,
          issued_at: iso(row.issuedAt),
          renewed_at: iso(row.renewedAt),
          first_played_at: iso(row.firstPlayedAt),
          expires_at: iso(row.expiresAt),
          revoked_at: iso(row.revokedAt),
          revoke_reason: row.revokeReason,
        })),
        ratings: data.ratings.map((row) => ({
          viewer_profile_id: row.profileId,
          title_id: row.titleId,
          rating: row.rating === 1 ? 'up' : 'down',
          created_at: iso(row.createdAt),
          updated_at: iso(row.updatedAt),
        })),
        reviews: data.reviews.map((row) => ({
          id: row.id,
          viewer_profile_id: row.profileId,
          title_id: row.titleId,
          text: row.body,
          status: row.status,
          hidden_reason: row.hiddenReason,
          hidden_at: iso(row.hiddenAt),
          created_at: iso(row.createdAt),
          updated_at: iso(row.updatedAt),
        })),
        review_reports: data.reviewReports.map((row) => ({
          id: row.id,
          review_id: row.reviewId,
          reason: row.reason,
          note: row.note,
          created_at: iso(row.createdAt),
          resolution: row.resolution,
          resolved_at: iso(row.resolvedAt),
        })),
        subscriptions: data.subscriptions.map((row) => ({
          id: row.id,
          plan_id: row.planId,
          status: row.status,
          is_active: row.isActive,
          start_date: iso(row.startDate),
          end_date: iso(row.endDate),
          cancel_at_period_end: row.cancelAtPeriodEnd,
          cancelled_at: iso(row.cancelledAt),
          provider: row.provider,
          created_at: iso(row.createdAt),
        })),
        payments: data.payments.map(toPayment),
        feedback: data.feedback.map((row) => ({
          id: row.id,
          topic: row.topic,
          message: row.message,
          email: row.email,
          page: row.page,
          status: row.status,
          created_at: iso(row.createdAt),
        })),
        feedback_replies: data.feedbackReplies.map((row) => ({
          feedback_id: row.feedbackId,
          message: row.message,
          sent_to: row.sentTo,
          sent_at: iso(row.createdAt),
        })),
        account_activity: data.activity.map((row) => ({
          action: row.action,
          target_type: row.targetType,
          target_id: row.targetId,
          details: row.details,
          at: iso(row.createdAt),
        })),
      };
    },

    /**
     * Deletes the account after re-confirmation: the password, or for an account without one (Google) its e-mail
     * address. Every session ends with it (ASVS 7.4.2).
     */
    async deleteAccount(
      viewer: Viewer,
      confirmation: { password?: string; confirmEmail?: string },
    ): Promise<void> {
      const user = await deps.reauthentication.confirm(viewer.userId, confirmation, {
        password: localised('errors:account.passwordToDelete'),
        email: localised('errors:account.emailToDelete'),
      });
      await deps.profiles.deleteFiles(user.id);
      await repository.deleteAccount(user.id, user.email, ctx.clock.now());
      ctx.logger.info({ userId: user.id }, 'account deleted at its owner’s request');
    },

    /**
     * Removes accounts whose e-mail was not confirmed within UNCONFIRMED_ACCOUNT_DAYS of sign-up (the privacy
     * policy keeps no data without a purpose; the address is free to sign up again). Returns how many went.
     */
    async removeUnconfirmed(): Promise<number> {
      const now = ctx.clock.now();
      const before = new Date(now.getTime() - UNCONFIRMED_ACCOUNT_DAYS * 24 * 3600_000);
      let removed = 0;
      for (;;) {
        const batch = await repository.unconfirmedBefore(before, 200);
        for (const user of batch) {
          await deps.profiles.deleteFiles(user.id);
          await repository.deleteAccount(user.id, user.email, now, 'account.unconfirmed_removed');
        }
        removed += batch.length;
        if (batch.length < 200) break;
      }
      if (removed > 0) ctx.logger.info({ removed }, 'unconfirmed accounts removed');
      return removed;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
