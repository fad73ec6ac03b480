import { useQuery } from '@tanstack/react-query';
import { parseStoryboardVtt, storyboardUrlFor, type StoryboardCue } from '../lib/storyboard';

async function fetchStoryboard(url: string, signal: AbortSignal): Promise<StoryboardCue[]> {
  try {
    const response = await fetch(url, { credentials: 'include', signal });
    if (!response.ok) return [];
    return parseStoryboardVtt(await response.text(), url);
  } catch (error) {
    if (signal.aborted) throw error;
    return [];
  }
}

/**
 * Seek-preview cues for the playing source, fetched once playback has started (the first frame matters more). The
 * index is a few kB; its sprite image loads only when a preview is first shown. Any failure means no previews.
 */
export function useStoryboard(masterUrl: string | null, enabled: boolean): StoryboardCue[] {
  const url = masterUrl ? storyboardUrlFor(masterUrl, window.location.origin) : null;
  const query = useQuery({
    queryKey: ['storyboard', url],
    queryFn: ({ signal }) => fetchStoryboard(url!, signal),
    enabled: enabled && url !== null,
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });
  return query.data ?? [];
}
