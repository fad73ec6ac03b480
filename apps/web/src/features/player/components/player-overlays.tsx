import { formatClock } from '@mzansi/contracts/format';
import type { StreamSession } from '@mzansi/contracts/playback';
import { PLANS } from '@mzansi/contracts/plans';
import { formatDate, formatRands } from '@mzansi/i18n/format';
import {
  AlertTriangle,
  Crown,
  Keyboard,
  LogIn,
  Monitor,
  OctagonX,
  Play,
  RotateCcw,
  ShieldAlert,
  SkipForward,
  Smartphone,
  Users,
  X,
} from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { AGE_RATING_NAME_KEYS } from '@/lib/age-rating-names';
import { useLanguage } from '@/lib/i18n';
import type { MaturityRestriction } from '@/lib/maturity-restriction';
import { SHORTCUT_HELP } from '../lib/shortcuts';
import { useTranslation } from 'react-i18next';

/** A panel over the video area: the §8 messages, the upgrade path, the device-limit dialog. */
function Panel({
  icon,
  title,
  titleId,
  children,
  role,
  describedBy,
}: {
  icon?: ReactNode;
  title: string;
  titleId: string;
  children: ReactNode;
  role?: 'alert' | 'dialog' | 'region';
  describedBy?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus follows the change for dialogs, so keyboard and screen-reader users land on what needs them.
  useEffect(() => {
    if (role === 'dialog') heading.current?.focus({ preventScroll: true });
  }, [role]);
  return (
    <div
      role={role}
      aria-labelledby={role === 'alert' ? undefined : titleId}
      aria-describedby={describedBy}
      className="absolute inset-0 z-20 flex items-center justify-center overflow-y-auto bg-black/85 p-4 text-white sm:p-8"
    >
      <div className="flex w-full max-w-lg flex-col items-center gap-3 text-center">
        {icon ? <div aria-hidden="true">{icon}</div> : null}
        <h2
          ref={heading}
          id={titleId}
          tabIndex={-1}
          className="text-lg font-bold focus:outline-none sm:text-xl"
        >
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}

export function ErrorPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('player');
  return (
    <Panel
      role="alert"
      titleId="player-error"
      title={message}
      icon={<AlertTriangle className="size-9 text-rating-amber" />}
    >
      <Button variant="secondary" onClick={onRetry} className="mt-2">
        <RotateCcw className="size-5" aria-hidden="true" />
        {t('panels.retry')}
      </Button>
    </Panel>
  );
}

export function StoppedPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('player');
  return (
    <Panel
      role="alert"
      titleId="player-stopped"
      title={t('panels.stoppedTitle')}
      icon={<OctagonX className="size-9 text-rating-amber" />}
    >
      <p className="text-base text-white/85">{message}</p>
      <p className="text-sm text-white/70">{t('panels.stoppedExplanation')}</p>
      <Button variant="secondary" onClick={onRetry} className="mt-2">
        <Play className="size-5" aria-hidden="true" />
        {t('panels.playHereAgain')}
      </Button>
    </Panel>
  );
}

/** 403 on the signed call: the plan, not a broken player (spec §8 message, then the way to Premium). */
export function UpgradePanel({
  onUpgrade,
  trailerHref,
}: {
  onUpgrade: () => void;
  trailerHref?: string | null;
}) {
  const { t } = useTranslation(['player', 'messages']);
  const language = useLanguage();
  return (
    <Panel
      role="region"
      titleId="player-upgrade"
      title={t('messages:signedUrl403')}
      icon={<Crown className="size-9 text-accent" />}
    >
      <p className="text-base text-white/85">
        {t('panels.premiumPitch', { devices: PLANS.premium.max_devices })}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button variant="premium" onClick={onUpgrade}>
          <Crown className="size-5" aria-hidden="true" />
          {t('panels.startPremium', { price: formatRands(language, PLANS.premium.price) })}
        </Button>
        {trailerHref ? (
          <ButtonLink to={trailerHref} variant="secondary">
            <Play className="size-5" aria-hidden="true" />
            {t('panels.watchTrailer')}
          </ButtonLink>
        ) : null}
      </div>
    </Panel>
  );
}

/** 401 on the signed call: a visitor asked for more than a trailer. */
export function SignInPanel({
  onSignIn,
  trailerHref,
}: {
  onSignIn: () => void;
  trailerHref?: string | null;
}) {
  const { t } = useTranslation(['player', 'messages']);
  return (
    <Panel
      role="region"
      titleId="player-sign-in"
      title={t('messages:signedUrl401')}
      icon={<LogIn className="size-9 text-link" />}
    >
      <p className="text-base text-white/85">{t('panels.signInPitch')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button onClick={onSignIn}>
          <LogIn className="size-5" aria-hidden="true" />
          {t('panels.signIn')}
        </Button>
        {trailerHref ? (
          <ButtonLink to={trailerHref} variant="secondary">
            <Play className="size-5" aria-hidden="true" />
            {t('panels.watchTrailer')}
          </ButtonLink>
        ) : null}
      </div>
    </Panel>
  );
}

/**
 * 403 maturity_restricted on the signed call (issue 16): the title is above the limit of the viewer profile in use.
 * Nothing to retry: the way on is another profile (which brings the viewer back here once chosen).
 */
export function RestrictedPanel({
  restriction,
  switchHref,
}: {
  restriction: Partial<MaturityRestriction> | null;
  switchHref: string;
}) {
  const { t } = useTranslation(['player', 'catalogue']);
  const rating = restriction?.rating;
  const limit = restriction?.limit;
  return (
    <Panel
      role="region"
      titleId="player-restricted"
      title={t('panels.restrictedTitle')}
      icon={<ShieldAlert className="size-9 text-rating-amber" />}
    >
      <p className="text-base text-white/85">
        {rating && limit
          ? t('panels.restrictedBody', {
              rating: `${rating} (${t(AGE_RATING_NAME_KEYS[rating])})`,
              limit: `${limit} (${t(AGE_RATING_NAME_KEYS[limit])})`,
            })
          : t('panels.restrictedBodyUnknown')}
      </p>
      <ButtonLink to={switchHref} className="mt-2">
        <Users className="size-5" aria-hidden="true" />
        {t('panels.switchProfile')}
      </ButtonLink>
    </Panel>
  );
}

/** "started 20:15" in the viewer's language, or '' for a date that cannot be read. */
function useStartedAt(): (value: string) => string {
  const { t } = useTranslation('player');
  const language = useLanguage();
  return (value) => {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return '';
    return t('streams.startedAt', {
      time: formatDate(language, date, { hour: '2-digit', minute: '2-digit' }),
    });
  };
}

function isMobileLabel(label: string): boolean {
  return /android|iphone|ipad|mobile|phone|tablet/i.test(label);
}

/**
 * 409 too_many_streams: names the plan's limit, lists the streams holding it (device and title) and lets the viewer
 * stop one, which retries here at once.
 */
export function TooManyStreamsDialog({
  limit,
  streams,
  onStop,
  onRetry,
  onSeePlans,
}: {
  limit: number;
  streams: readonly StreamSession[];
  /** ends the stream; rejects when it could not */
  onStop: (streamId: string) => Promise<void>;
  onRetry: () => void;
  /** shown to viewers whose plan has one device */
  onSeePlans?: () => void;
}) {
  const { t } = useTranslation('player');
  const startedAt = useStartedAt();
  const [stopping, setStopping] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  function stop(id: string) {
    setStopping(id);
    setFailed(false);
    onStop(id).catch(() => {
      setFailed(true);
      setStopping(null);
    });
  }

  return (
    <Panel
      role="dialog"
      titleId="player-too-many"
      describedBy="player-too-many-text"
      title={t('streams.title')}
      icon={<Monitor className="size-9 text-link" />}
    >
      <p id="player-too-many-text" className="text-base text-white/85">
        {t('streams.explanation', { limit })}
      </p>
      {streams.length > 0 ? (
        <ul
          aria-label={t('streams.list')}
          className="w-full divide-y divide-white/15 rounded-xl bg-white/10 text-left"
        >
          {streams.map((stream) => {
            const Icon = isMobileLabel(stream.deviceLabel) ? Smartphone : Monitor;
            return (
              <li key={stream.id} className="flex flex-wrap items-center gap-3 p-3">
                <Icon className="size-5 shrink-0 text-white/70" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold">
                    {stream.current
                      ? t('streams.thisBrowser', { device: stream.deviceLabel })
                      : stream.deviceLabel}
                  </p>
                  <p className="truncate text-sm text-white/70">
                    {stream.title}
                    {startedAt(stream.startedAt) ? ` · ${startedAt(stream.startedAt)}` : ''}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => stop(stream.id)}
                  disabled={stopping !== null}
                  aria-label={t('streams.stopLabel', { device: stream.deviceLabel, title: stream.title })}
                >
                  {stopping === stream.id ? <Spinner className="size-4" /> : null}
                  {stopping === stream.id ? t('streams.stopping') : t('streams.stop')}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {failed ? (
        <p role="alert" className="text-sm text-danger">
          {t('streams.stopFailed')}
        </p>
      ) : null}
      <div className="mt-1 flex flex-wrap justify-center gap-3">
        <Button
          variant="ghost"
          className="text-white hover:bg-white/15"
          onClick={onRetry}
          disabled={stopping !== null}
        >
          <RotateCcw className="size-5" aria-hidden="true" />
          {t('streams.tryAgain')}
        </Button>
        {onSeePlans ? (
          <Button variant="premium" onClick={onSeePlans}>
            <Crown className="size-5" aria-hidden="true" />
            {t('streams.premiumDevices', { devices: PLANS.premium.max_devices })}
          </Button>
        ) : null}
      </div>
    </Panel>
  );
}

export function LoadingIndicator({ label }: { label: string }) {
  return (
    <div className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center">
      <span className="rounded-full bg-black/50 p-3">
        <Spinner className="size-10 text-white" />
        <span className="sr-only">{label}</span>
      </span>
    </div>
  );
}

export const NEXT_COUNTDOWN_SECONDS = 10;

/**
 * Series: the next episode, playing after a countdown the viewer can cancel (it waits while the video is paused).
 * A viewer profile with autoplay off gets the card without the countdown: the next episode waits for the button.
 */
export function NextEpisodeCard({
  label,
  paused,
  autoAdvance = true,
  onPlay,
  onCancel,
  onShown,
}: {
  label: string;
  paused: boolean;
  /** counts down and plays the next episode by itself (the profile's "Autoplay next episode") */
  autoAdvance?: boolean;
  onPlay: () => void;
  onCancel: () => void;
  /** once, when the card appears (the player announces it) */
  onShown?: () => void;
}) {
  const { t } = useTranslation('player');
  const [secondsLeft, setSecondsLeft] = useState(NEXT_COUNTDOWN_SECONDS);
  const shown = useEffectEvent(() => onShown?.());
  const play = useEffectEvent(() => onPlay());

  useEffect(() => {
    shown();
  }, []);
  useEffect(() => {
    if (paused || !autoAdvance) return;
    const timer = setInterval(() => setSecondsLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearInterval(timer);
  }, [paused, autoAdvance]);
  useEffect(() => {
    if (secondsLeft === 0 && autoAdvance) play();
  }, [secondsLeft, autoAdvance]);

  return (
    <section
      aria-labelledby="next-episode-heading"
      className="absolute right-3 bottom-24 z-30 w-[min(22rem,calc(100%-1.5rem))] rounded-xl border border-white/15 bg-black/90 p-4 text-white shadow-2xl sm:right-6"
    >
      <h2 id="next-episode-heading" className="text-xs font-semibold tracking-wide text-white/70 uppercase">
        {t('next.heading')}
      </h2>
      <p className="mt-1 line-clamp-2 font-semibold">{label}</p>
      <p className="mt-1 text-sm text-white/75 tabular-nums">
        {!autoAdvance
          ? t('next.autoplayOff')
          : paused
            ? t('next.paused')
            : t('next.playsIn', { seconds: secondsLeft })}
      </p>
      <div className="mt-3 flex gap-2">
        <Button size="sm" onClick={onPlay}>
          <SkipForward className="size-4" aria-hidden="true" />
          {t('next.play')}
        </Button>
        <Button size="sm" variant="ghost" className="text-white hover:bg-white/15" onClick={onCancel}>
          {t('next.cancel')}
        </Button>
      </div>
    </section>
  );
}

/** After resuming: where we picked up, and the way back to the start. */
export function ResumeChip({ seconds, onStartOver }: { seconds: number; onStartOver: () => void }) {
  const { t } = useTranslation('player');
  return (
    <div className="absolute top-14 left-3 z-20 flex items-center gap-2 rounded-full bg-black/75 py-1 pr-1 pl-3 text-sm text-white shadow-lg sm:left-6">
      <span>{t('resume.resumedFrom', { time: formatClock(seconds) })}</span>
      <Button
        size="sm"
        variant="ghost"
        className="h-8 rounded-full text-white hover:bg-white/15"
        onClick={onStartOver}
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        {t('resume.startOver')}
      </Button>
    </div>
  );
}

/** Shift+?: the keyboard shortcuts. */
export function ShortcutHelp({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('player');
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    close.current?.focus({ preventScroll: true });
    return () => previous?.focus?.({ preventScroll: true });
  }, []);
  return (
    <div
      role="dialog"
      aria-labelledby="player-shortcuts"
      className="absolute inset-0 z-30 flex items-center justify-center overflow-y-auto bg-black/85 p-4 text-white"
    >
      <div className="w-full max-w-md rounded-2xl border border-white/15 bg-black/90 p-5">
        <div className="mb-3 flex items-center justify-between gap-4">
          <h2 id="player-shortcuts" className="flex items-center gap-2 text-lg font-bold">
            <Keyboard className="size-5" aria-hidden="true" />
            {t('shortcuts.title')}
          </h2>
          <button
            ref={close}
            type="button"
            onClick={onClose}
            aria-label={t('shortcuts.close')}
            className="inline-flex size-11 items-center justify-center rounded-md hover:bg-white/15"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <table className="w-full text-sm">
          <caption className="sr-only">{t('shortcuts.caption')}</caption>
          <tbody>
            {SHORTCUT_HELP.map((row) => (
              <tr key={row.action} className="border-t border-white/10">
                <th scope="row" className="py-2 pr-4 text-left font-normal whitespace-nowrap">
                  {row.keys.map((key, index) => (
                    <span key={key}>
                      {index > 0 && key !== '–' && row.keys[index - 1] !== '–' ? (
                        <span className="px-1 text-white/60">
                          {row.keys[0] === 'Shift' ? '+' : t('shortcuts.or')}
                        </span>
                      ) : null}
                      {key === '–' ? (
                        <span className="px-1 text-white/60">{t('shortcuts.to')}</span>
                      ) : (
                        <kbd className="rounded border border-white/25 bg-white/10 px-1.5 py-0.5 font-sans text-xs">
                          {key}
                        </kbd>
                      )}
                    </span>
                  ))}
                </th>
                <td className="py-2 text-white/85">{t(row.action)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
