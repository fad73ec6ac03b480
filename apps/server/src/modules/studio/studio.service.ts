import { LANGUAGES, type VideoKind } from '@mzansi/contracts/catalogue';
import { isAdmin } from '@mzansi/contracts/roles';
import { TITLE_TRANSLATION_LANGUAGES, type TitleTranslationLanguage } from '@mzansi/contracts/studio';
import type {
  StudioTitle,
  StudioVideo,
  attachVideoRequestSchema,
  audioTrackFieldsSchema,
  captionFieldsSchema,
  createEpisodeRequestSchema,
  createTitleBodySchema,
  updateTitleStatusRequestSchema,
} from '@mzansi/contracts/studio';
import { checkWebVtt } from '@mzansi/media/webvtt';
import type { z } from 'zod';
import type { AuditService } from '../audit/audit.service';
import type { DownloadsService } from '../downloads/downloads.service';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import type { CaptionTrack, VideoPurpose } from '../../db/schema/index';
import type { Viewer } from '../../http/authenticate';
import { AppError } from '../../http/errors';
import { slugify } from '../../seed/demo-ids';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { forgetMediaFiles } from '../media/playlist-preload';
import { syncCaptionFiles, videoKeys } from '../transcode/transcode-files';
import { addAudioTrackFiles, audioKeys, probeAudio, removeAudioTrackFiles } from './audio-tracks';
import { generateFallbackArtwork } from './fallback-artwork';
import {
  createStudioRepository,
  type StudioTitleRows,
  type StudioVideoRow,
  type TitleRow,
  type VideoRow,
} from './studio.repository';
import { localised } from '../../i18n/translate';

export const STUDIO_MESSAGES = {
  notYours: localised('errors:studio.notYours'),
  videoNotFound: localised('errors:studio.videoNotFound'),
  titleNotFound: localised('errors:studio.titleNotFound'),
  episodeNotFound: localised('errors:studio.episodeNotFound'),
  trailerOnEpisode: localised('errors:studio.trailerOnEpisode'),
  episodeNeeded: localised('errors:studio.episodeNeeded'),
  episodesOnlyInSeries: localised('errors:studio.episodesOnlyInSeries'),
  mainTaken: localised('errors:studio.mainTaken'),
  episodeTaken: localised('errors:studio.episodeTaken'),
  failedNotAttachable: localised('errors:studio.failedNotAttachable'),
  deleteOnlyUnused: localised('errors:studio.deleteOnlyUnused'),
  episodeExists: (season: number, episode: number) =>
    localised('errors:studio.episodeExists', { season: String(season), episode: String(episode) }),
  publishNeedsMain: localised('errors:studio.publishNeedsMain'),
  publishNeedsEpisode: localised('errors:studio.publishNeedsEpisode'),
  captionNotFound: localised('errors:studio.captionNotFound'),
  captionOnFailed: localised('errors:studio.captionOnFailed'),
  audioNotReady: localised('errors:studio.audioNotReady'),
  audioUnreadable: localised('errors:studio.audioUnreadable'),
  audioNotFound: localised('errors:studio.audioNotFound'),
  audioLastTrack: localised('errors:studio.audioLastTrack'),
  audioBusy: localised('errors:studio.audioBusy'),
} as const;

type AttachTarget = z.infer<typeof attachVideoRequestSchema>;

const LANGUAGE_NAMES = new Map<string, string>(LANGUAGES.map((language) => [language.code, language.name]));

const iso = (value: Date | string) => new Date(value).toISOString();

const isTranslationLanguage = (language: string): language is TitleTranslationLanguage =>
  (TITLE_TRANSLATION_LANGUAGES as readonly string[]).includes(language);

export function toStudioVideo(row: StudioVideoRow): StudioVideo {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    progress: row.progress,
    failureReason: row.failureReason,
    durationSeconds: row.durationSeconds,
    width: row.width,
    height: row.height,
    originalFilename: row.originalFilename,
    renditions: row.renditions.map((rendition) => ({
      name: rendition.name,
      height: rendition.height,
      tier: rendition.tier,
    })),
    captions: row.captions.map((caption) => ({ lang: caption.lang, label: caption.label })),
    audioTracks: row.audioTracks.map((track) => ({
      lang: track.lang,
      label: track.label,
      default: track.default,
    })),
    titleId: row.titleId,
    titleName: row.titleName,
    episodeId: row.episodeId,
    episodeLabel:
      row.episodeId && row.episodeNumber !== null
        ? `S${row.seasonNumber ?? 1} E${row.episodeNumber} · ${row.episodeName ?? ''}`.trim()
        : null,
    createdBy: row.createdBy,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

function toStudioTitle(rows: StudioTitleRows): StudioTitle {
  const { title } = rows;
  return {
    id: title.id,
    slug: title.slug,
    type: title.type,
    title: title.title,
    status: title.status,
    releaseYear: title.releaseYear,
    ageRating: title.ageRating as StudioTitle['ageRating'],
    originalLanguage: title.originalLanguage,
    tagline: title.tagline,
    synopsis: title.synopsis,
    translations: Object.fromEntries(
      rows.translations
        .filter((translation) => isTranslationLanguage(translation.language))
        .map(({ language, tagline, synopsis }) => [language, { tagline, synopsis }]),
    ),
    isPremium: title.isPremium,
    createdBy: title.createdBy,
    review:
      title.reviewState === 'pending' || title.reviewState === 'rejected'
        ? {
            state: title.reviewState,
            reason: title.reviewState === 'rejected' ? title.reviewReason : null,
            submittedAt: iso(title.submittedAt ?? title.updatedAt),
          }
        : null,
    episodes: rows.episodes,
    videos: rows.videos,
  };
}

/** Creators act on what they created; admins on everything (spec §6: manage_own_content vs admin). */
function canManage(viewer: Viewer, createdBy: string | null): boolean {
  return isAdmin(viewer.roles) || (createdBy !== null && createdBy === viewer.userId);
}

/** The studio: what creators and admins do with uploads and titles. */
export function createStudioService(
  ctx: AppContext,
  deps: { downloads: DownloadsService; audit: AuditService },
) {
  const { downloads, audit } = deps;
  const repository = createStudioRepository(ctx.database.db);

  async function ownVideo(viewer: Viewer, id: string): Promise<StudioVideoRow> {
    const video = await repository.getVideo(id);
    if (!video) throw new AppError('not_found', STUDIO_MESSAGES.videoNotFound);
    if (!canManage(viewer, video.createdBy)) throw new AppError('forbidden', STUDIO_MESSAGES.notYours);
    return video;
  }

  async function ownTitle(viewer: Viewer, id: string): Promise<TitleRow> {
    const title = await repository.getTitle(id);
    if (!title) throw new AppError('not_found', STUDIO_MESSAGES.titleNotFound);
    if (!canManage(viewer, title.createdBy)) throw new AppError('forbidden', STUDIO_MESSAGES.notYours);
    return title;
  }

  async function titleResponse(id: string): Promise<StudioTitle> {
    const rows = await repository.titleWithChildren(id);
    if (!rows) throw new AppError('not_found', STUDIO_MESSAGES.titleNotFound);
    return toStudioTitle(rows);
  }

  async function videoResponse(id: string): Promise<StudioVideo> {
    const row = await repository.getVideo(id);
    if (!row) throw new AppError('not_found', STUDIO_MESSAGES.videoNotFound);
    return toStudioVideo(row);
  }

  /**
   * Checks a place to attach a video: the viewer's title, an episode of it for a series' main video, and no other
   * main video there. Returns the normalised target (episodeId null unless it is an episode's video).
   */
  async function checkTarget(
    viewer: Viewer,
    target: AttachTarget,
    videoId: string | null,
  ): Promise<{ titleId: string; kind: VideoKind; episodeId: string | null }> {
    const title = await ownTitle(viewer, target.titleId);
    const episodeId = target.episodeId ?? null;
    if (target.kind === 'trailer') {
      if (episodeId) throw new AppError('bad_request', STUDIO_MESSAGES.trailerOnEpisode);
      return { titleId: title.id, kind: 'trailer', episodeId: null };
    }
    if (title.type === 'series') {
      if (!episodeId) throw new AppError('bad_request', STUDIO_MESSAGES.episodeNeeded);
      const episode = await repository.getEpisode(episodeId);
      if (!episode || episode.titleId !== title.id) {
        throw new AppError('not_found', STUDIO_MESSAGES.episodeNotFound);
      }
    } else if (episodeId) {
      throw new AppError('bad_request', STUDIO_MESSAGES.episodesOnlyInSeries);
    }
    if (await repository.mainVideo(title.id, episodeId, videoId)) {
      throw new AppError('conflict', episodeId ? STUDIO_MESSAGES.episodeTaken : STUDIO_MESSAGES.mainTaken);
    }
    return { titleId: title.id, kind: 'main', episodeId };
  }

  async function removeVideoFiles(video: VideoRow): Promise<void> {
    await ctx.storage.deletePrefix(videoKeys.dir(video.id));
    forgetMediaFiles(ctx, videoKeys.dir(video.id));
    await ctx.storage.deletePrefix(videoKeys.captionOriginals(video.id));
    await ctx.storage.clearScratch(videoKeys.work(video.id));
    if (video.sourceKey) await ctx.storage.delete(video.sourceKey);
  }

  async function afterCaptionChange(video: VideoRow): Promise<void> {
    if (video.status === 'ready') {
      await syncCaptionFiles(ctx.storage, video);
      // The master playlist and captions changed at their URLs: the media route and grants must not answer the old.
      forgetMediaFiles(ctx, videoKeys.dir(video.id));
      invalidateCatalogue(ctx);
    }
  }

  /** Videos whose audio tracks are being changed in this process: one change at a time per video. */
  const audioBusy = new Set<string>();

  async function changeAudio<T>(videoId: string, change: () => Promise<T>): Promise<T> {
    if (audioBusy.has(videoId)) throw new AppError('conflict', STUDIO_MESSAGES.audioBusy);
    audioBusy.add(videoId);
    try {
      return await change();
    } finally {
      audioBusy.delete(videoId);
    }
  }

  /** Records new audio tracks and rungs, rewrites the master, and makes the media route and catalogue forget. */
  async function afterAudioChange(
    video: VideoRow,
    result: { renditions: VideoRow['renditions']; audioTracks: VideoRow['audioTracks'] },
  ): Promise<void> {
    const updated = await repository.setAudioTracks(video.id, result, ctx.clock.now());
    await syncCaptionFiles(ctx.storage, updated ?? { ...video, ...result });
    forgetMediaFiles(ctx, videoKeys.dir(video.id));
    invalidateCatalogue(ctx);
  }

  /** 409 unless the title has what publication needs: a ready main video (a series: an episode with one). */
  async function assertPublishable(title: TitleRow) {
    const ready = await repository.readyMainVideos(title.id);
    const own = ready.find((video) => video.episodeId === null);
    if (title.type === 'series' ? !ready.some((video) => video.episodeId !== null) : !own) {
      throw new AppError(
        'conflict',
        title.type === 'series' ? STUDIO_MESSAGES.publishNeedsEpisode : STUDIO_MESSAGES.publishNeedsMain,
      );
    }
    return own;
  }

  async function publish(title: TitleRow, now: Date): Promise<void> {
    const own = await assertPublishable(title);
    // No card and no hero may be blank: a title without artwork gets a generated poster and backdrop (D62).
    const artwork = title.artwork ? undefined : await generateFallbackArtwork(title, ctx.storage);
    await repository.setTitleStatus(
      title.id,
      {
        status: 'published',
        ...(artwork ? { artwork } : {}),
        // A title scheduled earlier keeps its date; a first publication is now.
        ...(title.publishedAt ? {} : { publishedAt: now }),
        ...(title.runtimeMinutes === null && own?.durationSeconds
          ? { runtimeMinutes: Math.max(1, Math.round(own.durationSeconds / 60)) }
          : {}),
      },
      now,
    );
    if (title.reviewState !== null) await repository.setReview(title.id, { state: null, reason: null }, now);
  }

  return {
    checkTarget,

    /** A moderator approved a submitted title: it is published now (issue 19). */
    async publishApproved(titleId: string): Promise<void> {
      const title = await repository.getTitle(titleId);
      if (!title) throw new AppError('not_found', STUDIO_MESSAGES.titleNotFound);
      await publish(title, ctx.clock.now());
      invalidateCatalogue(ctx);
    },

    async listVideos(viewer: Viewer): Promise<StudioVideo[]> {
      const rows = await repository.listVideos(isAdmin(viewer.roles) ? null : viewer.userId);
      return rows.map(toStudioVideo);
    },

    async getVideo(viewer: Viewer, id: string): Promise<StudioVideo> {
      return toStudioVideo(await ownVideo(viewer, id));
    },

    /** The row of a finished upload (status uploaded); the ingest step takes it from there. */
    async recordUpload(upload: {
      videoId: string;
      ownerId: string;
      sourceKey: string;
      originalFilename: string;
      /** 'ad': an ad creative (issue 18), never attached */
      purpose?: VideoPurpose;
      target: { titleId: string; kind: VideoKind; episodeId: string | null } | null;
    }): Promise<boolean> {
      const row = {
        id: upload.videoId,
        purpose: upload.purpose ?? ('programme' as const),
        createdBy: upload.ownerId,
        sourceKey: upload.sourceKey,
        originalFilename: upload.originalFilename,
        kind: upload.target?.kind ?? ('main' as const),
        titleId: upload.target?.titleId ?? null,
        episodeId: upload.target?.episodeId ?? null,
        now: ctx.clock.now(),
      };
      try {
        return await repository.insertUploaded(row);
      } catch (error) {
        // Someone attached another main video there while this one uploaded: keep the upload, unattached.
        if (!isUniqueViolation(error)) throw error;
        return repository.insertUploaded({ ...row, kind: 'main', titleId: null, episodeId: null });
      }
    },

    async attach(viewer: Viewer, id: string, request: AttachTarget): Promise<StudioVideo> {
      const video = await ownVideo(viewer, id);
      if (video.status === 'failed') throw new AppError('conflict', STUDIO_MESSAGES.failedNotAttachable);
      const target = await checkTarget(viewer, request, video.id);
      try {
        await repository.attachVideo(video.id, target, ctx.clock.now());
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw new AppError(
          'conflict',
          target.episodeId ? STUDIO_MESSAGES.episodeTaken : STUDIO_MESSAGES.mainTaken,
        );
      }
      if (video.status === 'ready') invalidateCatalogue(ctx);
      return videoResponse(video.id);
    },

    async deleteVideo(viewer: Viewer, id: string): Promise<void> {
      const video = await ownVideo(viewer, id);
      if (video.status !== 'failed' && video.titleId !== null) {
        throw new AppError('conflict', STUDIO_MESSAGES.deleteOnlyUnused);
      }
      // The row goes first: a transcode still running notices (its progress finds no row) and stops.
      if (await repository.deleteVideo(video.id)) await removeVideoFiles(video);
    },

    async addCaption(
      viewer: Viewer,
      id: string,
      fields: z.infer<typeof captionFieldsSchema>,
      file: Buffer,
    ): Promise<StudioVideo> {
      const video = await ownVideo(viewer, id);
      if (video.status === 'failed') throw new AppError('conflict', STUDIO_MESSAGES.captionOnFailed);
      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(file);
      } catch {
        throw new AppError('bad_request', localised('errors:studio.captionsNotUtf8'));
      }
      const check = checkWebVtt(text);
      if (!check.ok) throw new AppError('bad_request', check.reason);
      await ctx.storage.put(videoKeys.captionOriginal(video.id, fields.lang), Buffer.from(check.text));
      const track: CaptionTrack = {
        lang: fields.lang,
        label: fields.label ?? LANGUAGE_NAMES.get(fields.lang) ?? fields.lang,
        path: `captions/${fields.lang}.vtt`,
      };
      const captions = [...video.captions.filter((caption) => caption.lang !== fields.lang), track].sort(
        (a, b) => a.lang.localeCompare(b.lang),
      );
      const updated = await repository.setCaptions(video.id, captions, ctx.clock.now());
      if (updated) await afterCaptionChange(updated);
      return videoResponse(video.id);
    },

    async removeCaption(viewer: Viewer, id: string, lang: string): Promise<StudioVideo> {
      const video = await ownVideo(viewer, id);
      if (!video.captions.some((caption) => caption.lang === lang)) {
        throw new AppError('not_found', STUDIO_MESSAGES.captionNotFound);
      }
      const captions = video.captions.filter((caption) => caption.lang !== lang);
      const updated = await repository.setCaptions(video.id, captions, ctx.clock.now());
      if (updated) await afterCaptionChange(updated);
      await ctx.storage.delete(videoKeys.captionOriginal(video.id, lang));
      return videoResponse(video.id);
    },

    /**
     * Adds or replaces the audio track of one language of a ready video from an uploaded audio or video file (at
     * `file`, which the caller removes): encoded inline into an alternate audio rendition (issue 16).
     */
    async addAudioTrack(
      viewer: Viewer,
      id: string,
      fields: z.infer<typeof audioTrackFieldsSchema>,
      file: string,
    ): Promise<StudioVideo> {
      const video = await ownVideo(viewer, id);
      if (video.status !== 'ready' || video.renditions.length === 0) {
        throw new AppError('conflict', STUDIO_MESSAGES.audioNotReady);
      }
      if (!(await probeAudio(file, ctx.config.ffprobePath))) {
        throw new AppError('bad_request', STUDIO_MESSAGES.audioUnreadable);
      }
      const title = video.titleId ? await repository.getTitle(video.titleId) : null;
      const originalLang = title?.originalLanguage ?? 'en';
      await changeAudio(video.id, async () => {
        const result = await addAudioTrackFiles(
          {
            storage: ctx.storage,
            videoId: video.id,
            renditions: video.renditions,
            audioTracks: video.audioTracks,
            durationSeconds: video.durationSeconds,
            ffmpegPath: ctx.config.ffmpegPath,
          },
          {
            file,
            lang: fields.lang,
            label: fields.label ?? LANGUAGE_NAMES.get(fields.lang) ?? fields.lang,
          },
          { lang: originalLang, label: LANGUAGE_NAMES.get(originalLang) ?? originalLang },
        );
        await afterAudioChange(video, result);
      });
      return videoResponse(video.id);
    },

    async removeAudioTrack(viewer: Viewer, id: string, lang: string): Promise<StudioVideo> {
      const video = await ownVideo(viewer, id);
      if (!video.audioTracks.some((track) => track.lang === lang)) {
        throw new AppError('not_found', STUDIO_MESSAGES.audioNotFound);
      }
      if (video.audioTracks.length < 2) throw new AppError('conflict', STUDIO_MESSAGES.audioLastTrack);
      await changeAudio(video.id, async () => {
        const result = await removeAudioTrackFiles(
          {
            storage: ctx.storage,
            videoId: video.id,
            renditions: video.renditions,
            audioTracks: video.audioTracks,
            durationSeconds: video.durationSeconds,
          },
          lang,
        );
        await afterAudioChange(video, result);
        await ctx.storage.deletePrefix(audioKeys.dir(video.id, lang));
        forgetMediaFiles(ctx, videoKeys.dir(video.id));
      });
      return videoResponse(video.id);
    },

    async listTitles(viewer: Viewer): Promise<StudioTitle[]> {
      const rows = await repository.listTitles(isAdmin(viewer.roles) ? null : viewer.userId);
      return rows.map(toStudioTitle);
    },

    async createTitle(viewer: Viewer, request: z.infer<typeof createTitleBodySchema>): Promise<StudioTitle> {
      const base = slugify(request.title).slice(0, 80).replace(/-$/, '') || 'title';
      for (let attempt = 0; attempt < 20; attempt++) {
        const slug =
          attempt === 0 ? base : `${base}-${attempt < 10 ? attempt + 1 : crypto.randomUUID().slice(0, 6)}`;
        if (await repository.slugTaken(slug)) continue;
        const id = await repository.insertTitle({
          ...request,
          slug,
          createdBy: viewer.userId,
          now: ctx.clock.now(),
        });
        if (id) return titleResponse(id);
      }
      throw new AppError('conflict', localised('errors:studio.noFreeSlug'));
    },

    async addEpisode(
      viewer: Viewer,
      titleId: string,
      request: z.infer<typeof createEpisodeRequestSchema>,
    ): Promise<StudioTitle> {
      const title = await ownTitle(viewer, titleId);
      if (title.type !== 'series') throw new AppError('bad_request', STUDIO_MESSAGES.episodesOnlyInSeries);
      const id = await repository.insertEpisode(title.id, request);
      if (!id) throw new AppError('conflict', STUDIO_MESSAGES.episodeExists(request.season, request.number));
      if (title.status === 'published') invalidateCatalogue(ctx);
      return titleResponse(title.id);
    },

    async setTitleStatus(
      viewer: Viewer,
      titleId: string,
      request: z.infer<typeof updateTitleStatusRequestSchema>,
    ): Promise<StudioTitle> {
      const title = await ownTitle(viewer, titleId);
      const now = ctx.clock.now();
      if (request.translations) {
        await repository.setTranslations(title.id, request.translations, now);
        if (title.status === 'published') invalidateCatalogue(ctx);
      }
      if (request.status === undefined) return titleResponse(title.id);
      // Back to a draft (or archived) while waiting: the submission is withdrawn.
      if (request.status !== 'published' && title.reviewState === 'pending') {
        await repository.setReview(title.id, { state: null, reason: null }, now);
      }
      if (request.status === 'published' && title.status !== 'published') {
        await assertPublishable(title);
        if (ctx.config.studio.publishReview && !isAdmin(viewer.roles)) {
          // Through review (issue 19): the title stays a draft, so no public read sees it, until a moderator approves.
          if (title.reviewState !== 'pending') {
            await repository.setReview(title.id, { state: 'pending', reason: null, submittedAt: now }, now);
            await audit.record({
              actorId: viewer.userId,
              action: 'title.submitted',
              targetType: 'title',
              targetId: title.id,
            });
          }
          return titleResponse(title.id);
        }
        await publish(title, now);
      } else if (request.status !== title.status) {
        await repository.setTitleStatus(title.id, { status: request.status }, now);
        // Unpublished or withdrawn: its downloads stop at once, not only at each device's next check (D75).
        if (title.status === 'published') await downloads.titleUnpublished(title.id);
      }
      if (request.status !== title.status) invalidateCatalogue(ctx);
      return titleResponse(title.id);
    },
  };
}

export type StudioService = ReturnType<typeof createStudioService>;
