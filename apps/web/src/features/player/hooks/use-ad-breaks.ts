import type { AdPlacement, AdPlan } from '@mzansi/contracts/ads';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { crossedMidrolls } from '../lib/ad-plan';

/** The ad module (the VAST client and the ad's own player): loaded only for a grant with ads. */
export const loadAdModule = () => import('../components/ad-break');

/** The break playing (or being asked for) now. */
export interface ActiveAdBreak {
  /** its index in the plan's breaks */
  index: number;
  placement: AdPlacement;
}

/** Past the plan's time budget, plus this for loading the ad module itself: the programme starts regardless. */
const MODULE_GRACE_MS = 500;

/**
 * When ads play in a programme (issue 18): the pre-roll before its first frame, and each mid-roll once, when
 * playback crosses its cue (a seek across several plays one). While a break is active the programme is held
 * (pre-roll: not started; mid-roll: paused at the cue) and resumes the moment the break ends, whatever ended it.
 * A break whose ad has not answered within the plan's time budget (and a little for the module) ends by itself.
 */
export function useAdBreaks(
  video: HTMLVideoElement | null,
  options: {
    /** null: no ads (Premium, offline, ads off) */
    plan: AdPlan | null;
    /** the programme's source is ready to play */
    ready: boolean;
    videoId: string;
    /** resumes the programme after a mid-roll */
    onResume: () => void;
  },
) {
  const { plan, ready, videoId } = options;
  const [state, setState] = useState<{
    videoId: string;
    played: ReadonlySet<number>;
    midroll: number | null;
  }>({
    videoId,
    played: new Set(),
    midroll: null,
  });
  // Another video (the next episode) starts with its own breaks.
  const current = state.videoId === videoId ? state : { videoId, played: new Set<number>(), midroll: null };
  const [answered, setAnswered] = useState<number | null>(null);
  const resumeAfter = useRef(false);

  const prerollIndex = plan ? plan.breaks.findIndex((adBreak) => adBreak.placement === 'preroll') : -1;
  const prerollDue = !!plan && ready && prerollIndex >= 0 && !current.played.has(prerollIndex);
  const activeIndex = prerollDue ? prerollIndex : plan && ready ? current.midroll : null;
  const active: ActiveAdBreak | null =
    activeIndex !== null && plan?.breaks[activeIndex]
      ? { index: activeIndex, placement: plan.breaks[activeIndex].placement }
      : null;

  /** Ends break `index`: it counts as played, and a programme paused for it plays on. */
  function end(index: number) {
    setState((previous) => ({
      videoId,
      played: new Set([...(previous.videoId === videoId ? previous.played : []), index]),
      midroll: null,
    }));
    setAnswered(null);
    if (resumeAfter.current) {
      resumeAfter.current = false;
      options.onResume();
    }
  }
  const timeUp = useEffectEvent(() => activeIndex !== null && end(activeIndex));

  // Start loading the ad module with the grant, so the break is not held up by it.
  useEffect(() => {
    if (plan) void loadAdModule().catch(() => undefined);
  }, [plan]);

  // A break that has not answered in time ends: the programme never waits long for an ad.
  const activeKey = active ? `${videoId}:${active.index}` : null;
  useEffect(() => {
    if (!activeKey || !plan || answered !== null) return;
    const timer = setTimeout(() => timeUp(), plan.timeoutMs + MODULE_GRACE_MS);
    return () => clearTimeout(timer);
  }, [activeKey, plan, answered]);

  const crossed = useEffectEvent((from: number, to: number) => {
    if (!plan || active) return;
    const { play, passed } = crossedMidrolls(plan.breaks, current.played, from, to);
    if (play === null || !video) return;
    resumeAfter.current = !video.paused;
    video.pause();
    setState({
      videoId,
      played: new Set([...current.played, ...passed.filter((index) => index !== play)]),
      midroll: play,
    });
  });

  const hasMidrolls = !!plan?.breaks.some((adBreak) => adBreak.placement === 'midroll');
  useEffect(() => {
    if (!video || !hasMidrolls || !ready) return;
    // The first position this source reports is where the viewer starts (a resume is not a crossing).
    let last: number | null = null;
    const onTime = () => {
      if (video.readyState === 0) return;
      const now = video.currentTime;
      if (last !== null) crossed(last, now);
      last = now;
    };
    video.addEventListener('timeupdate', onTime);
    return () => video.removeEventListener('timeupdate', onTime);
  }, [video, hasMidrolls, ready, videoId]);

  return {
    active,
    /** the ad answered (an ad to play, or none): the time budget no longer applies */
    answered: () => activeIndex !== null && setAnswered(activeIndex),
    /** the break is over (complete, skipped, failed, no ad, timed out) */
    finish: () => activeIndex !== null && end(activeIndex),
  };
}
