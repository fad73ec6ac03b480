/**
 * Writes to the <video> element. Kept out of components: React state must not be mutated in place, and the element
 * (held in state so hooks can subscribe to it) is the one thing the player does mutate.
 */
export function seekTo(video: HTMLVideoElement, seconds: number): void {
  if (Number.isFinite(seconds)) video.currentTime = Math.max(0, seconds);
}

export function setVolumeOf(video: HTMLVideoElement, volume: number): void {
  video.volume = Math.min(1, Math.max(0, volume));
  if (video.volume > 0 && video.muted) video.muted = false;
}

/** Mute or unmute; unmuting at volume 0 brings the volume back to half. */
export function toggleMuted(video: HTMLVideoElement): boolean {
  video.muted = !video.muted;
  if (!video.muted && video.volume === 0) video.volume = 0.5;
  return video.muted;
}

export function setSound(video: HTMLVideoElement, sound: { volume: number; muted: boolean }): void {
  video.volume = Math.min(1, Math.max(0, sound.volume));
  video.muted = sound.muted;
}

export function setRate(video: HTMLVideoElement, rate: number): void {
  if (Number.isFinite(rate) && rate > 0) video.playbackRate = rate;
}

/** A plain file (an ad's MP4 MediaFile) as the element's source. */
export function setSource(video: HTMLVideoElement, url: string): void {
  video.src = url;
}
