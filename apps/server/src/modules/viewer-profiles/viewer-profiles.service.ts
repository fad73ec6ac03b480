import type { ViewerProfile } from '@mzansi/contracts/viewer-profiles';
import type { AppContext } from '../../context';
import {
  createViewerProfilesRepository,
  type ViewerProfileRow,
} from './viewer-profiles.repository';

/** The API's view of a profile row (never its PIN hash: only whether it has one). */
export function toViewerProfile(row: ViewerProfileRow): ViewerProfile {
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatar as ViewerProfile['avatar'],
    language: row.language as ViewerProfile['language'],
    kids: row.kids,
    maturity_limit: row.maturityLimit as ViewerProfile['maturity_limit'],
    autoplay_next: row.autoplayNext,
    has_pin: row.pinHash !== null,
    primary: row.isPrimary,
    created_at: row.createdAt.toISOString(),
  };
}

/** Viewer profiles and parental controls (issue 16, D73). */
export function createViewerProfilesService(ctx: AppContext) {
  const repository = createViewerProfilesRepository(ctx.database.db);

  return {
    /**
     * What the session answer carries: the profile this session watches as (its choice, else the primary one),
     * and whether the device should be asked "Who's watching?" (several profiles, none chosen yet).
     */
    async sessionSummary(
      userId: string,
      sessionId: string | null,
    ): Promise<{ viewer_profile: ViewerProfile | null; choose_viewer_profile: boolean }> {
      const [profiles, chosenId] = await Promise.all([
        repository.list(userId),
        sessionId ? repository.chosenBy(sessionId) : Promise.resolve(null),
      ]);
      const chosen = chosenId ? profiles.find((profile) => profile.id === chosenId) : undefined;
      const active = chosen ?? profiles.find((profile) => profile.isPrimary) ?? profiles[0];
      return {
        viewer_profile: active ? toViewerProfile(active) : null,
        choose_viewer_profile: !chosen && profiles.length > 1,
      };
    },
  };
}

export type ViewerProfilesService = ReturnType<typeof createViewerProfilesService>;
