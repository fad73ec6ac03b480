/**
 * The <video> element's state as an immutable snapshot, updated from its events (for useSyncExternalStore): the
 * controls render from this, never from the element directly.
 */
export interface MediaSnapshot {
  currentTime: number;
  /** NaN until known */
  duration: number;
  /** end of the buffered range that holds the current time */
  bufferedEnd: number;
  paused: boolean;
  ended: boolean;
  /** stalled waiting for data */
  waiting: boolean;
  seeking: boolean;
  volume: number;
  muted: boolean;
  rate: number;
  pictureInPicture: boolean;
  /** HTMLMediaElement.readyState */
  readyState: number;
  /** played at least one frame since the source was attached */
  started: boolean;
}

export const MEDIA_EVENTS = [
  'loadstart',
  'loadedmetadata',
  'loadeddata',
  'durationchange',
  'timeupdate',
  'progress',
  'play',
  'playing',
  'pause',
  'waiting',
  'stalled',
  'canplay',
  'canplaythrough',
  'seeking',
  'seeked',
  'ended',
  'volumechange',
  'ratechange',
  'emptied',
  'enterpictureinpicture',
  'leavepictureinpicture',
] as const;

export const INITIAL_MEDIA: MediaSnapshot = {
  currentTime: 0,
  duration: Number.NaN,
  bufferedEnd: 0,
  paused: true,
  ended: false,
  waiting: false,
  seeking: false,
  volume: 1,
  muted: false,
  rate: 1,
  pictureInPicture: false,
  readyState: 0,
  started: false,
};

function bufferedEndAt(video: HTMLVideoElement, time: number): number {
  try {
    const ranges = video.buffered;
    for (let index = 0; index < ranges.length; index++) {
      if (ranges.start(index) <= time + 0.5 && ranges.end(index) >= time) return ranges.end(index);
    }
  } catch {
    // Some engines throw while the source changes.
  }
  return time;
}

function same(a: MediaSnapshot, b: MediaSnapshot): boolean {
  for (const key of Object.keys(a) as (keyof MediaSnapshot)[]) {
    const left = a[key];
    const right = b[key];
    if (left !== right && !(Number.isNaN(left) && Number.isNaN(right))) return false;
  }
  return true;
}

export interface MediaStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => MediaSnapshot;
}

/** A store over one element; the snapshot object only changes when a value does. */
export function createMediaStore(video: HTMLVideoElement | null): MediaStore {
  let snapshot = INITIAL_MEDIA;
  let waiting = false;
  let started = false;
  const listeners = new Set<() => void>();

  function read(): MediaSnapshot {
    if (!video) return INITIAL_MEDIA;
    const currentTime = video.currentTime || 0;
    return {
      currentTime,
      duration: video.duration,
      bufferedEnd: bufferedEndAt(video, currentTime),
      paused: video.paused,
      ended: video.ended,
      waiting: waiting && !video.paused,
      seeking: video.seeking,
      volume: video.volume,
      muted: video.muted,
      rate: video.playbackRate,
      pictureInPicture: typeof document !== 'undefined' && document.pictureInPictureElement === video,
      readyState: video.readyState,
      started,
    };
  }

  function handle(event: Event) {
    switch (event.type) {
      case 'waiting':
      case 'stalled':
        waiting = true;
        break;
      case 'playing':
        waiting = false;
        started = true;
        break;
      case 'canplay':
      case 'canplaythrough':
      case 'pause':
      case 'seeked':
      case 'ended':
        waiting = false;
        break;
      case 'emptied':
      case 'loadstart':
        waiting = false;
        started = false;
        break;
      default:
        break;
    }
    const next = read();
    if (same(next, snapshot)) return;
    snapshot = next;
    for (const listener of listeners) listener();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && video) {
        for (const type of MEDIA_EVENTS) video.addEventListener(type, handle);
        snapshot = read();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && video) {
          for (const type of MEDIA_EVENTS) video.removeEventListener(type, handle);
        }
      };
    },
    getSnapshot: () => snapshot,
  };
}
