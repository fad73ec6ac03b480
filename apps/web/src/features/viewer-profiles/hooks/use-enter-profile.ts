import type { SessionResponse } from '@mzansi/contracts/auth';
import type { ViewerProfilesResponse } from '@mzansi/contracts/viewer-profiles';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { broadcastAuthEvent } from '@/lib/auth-channel';
import { safeDestination } from '@/lib/auth-redirect';
import { changeLanguage, currentLanguage } from '@/lib/i18n';
import { useAuthStore } from '@/stores/auth-store';
import { viewerProfilesQueryKey } from '../api/viewer-profiles';

const HOME = '/home';

/** Where to go once a profile is chosen: the same-origin returnUrl (never back to the picker), else /home. */
export function destinationAfterChoosing(returnUrl: string | null | undefined): string {
  const safe = safeDestination(returnUrl);
  return safe && !/^\/profiles(?:[/?#]|$)/.test(safe) ? safe : HOME;
}

/**
 * Watching as the profile the server just selected: its session answer becomes the app's, everything fetched for
 * the previous profile is dropped (lists, progress, recommendations and the catalogue itself differ per profile),
 * the interface switches to the profile's language, the other tabs follow, and the viewer goes on.
 */
export function useEnterProfile() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (session: SessionResponse, returnUrl: string | null | undefined) => {
      await queryClient.cancelQueries();
      useAuthStore.getState().applySession(session);
      // The picker on screen keeps its list (now with the new choice), so it does not flash back to loading.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== viewerProfilesQueryKey[0] });
      const chosen = session.viewer_profile;
      if (chosen) {
        queryClient.setQueryData<ViewerProfilesResponse>(viewerProfilesQueryKey, (previous) =>
          previous ? { ...previous, active_id: chosen.id } : previous,
        );
      }
      broadcastAuthEvent({ type: 'viewer_profile_changed' });
      const language = session.viewer_profile?.language;
      if (language && language !== currentLanguage()) {
        try {
          await changeLanguage(language);
        } catch (error) {
          // A catalogue that could not be fetched leaves the interface as it was; the profile is chosen all the same.
          console.warn('[profiles] could not switch the interface language', error);
        }
      }
      await navigate(destinationAfterChoosing(returnUrl), { replace: true });
    },
    [navigate, queryClient],
  );
}
