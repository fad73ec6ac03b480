import { isAdmin } from '@mzansi/contracts/roles';
import type {
  ArtworkKind,
  StudioOptions,
  TitleDetails,
  TitleStats,
  TitleSubmission,
  updateTitleDetailsSchema,
} from '@mzansi/contracts/studio-editing';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Viewer } from '../../http/authenticate';
import { AppError } from '../../http/errors';
import { localised } from '../../i18n/translate';
import { slugify } from '../../seed/demo-ids';
import type { AuditService } from '../audit/audit.service';
import { imageUrls } from '../catalog/catalog.service';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { removeImageSet, storeUploadedArtwork } from './studio-artwork';
import { createStudioEditingRepository } from './studio-editing.repository';
import { createStudioRepository, type TitleRow } from './studio.repository';
import type { StudioService } from './studio.service';

type FieldError = { field: string; message: ReturnType<typeof localised> };

/** Who acts: the account and its address, for the audit log. */
export interface ActorRef {
  viewer: Viewer;
  ip: string | null;
}

/**
 * Creator studio editing (issue 19): details, cast and crew, collections (admins only: they are the service's
 * editorial rows), artwork uploads, per-title stats, and the moderators' side of publication review.
 */
export function createStudioEditingService(
  ctx: AppContext,
  deps: { studio: StudioService; audit: AuditService },
) {
  const { studio, audit } = deps;
  const repository = createStudioEditingRepository(ctx.database.db);
  const titlesRepository = createStudioRepository(ctx.database.db);
  const now = () => ctx.clock.now();

  async function ownTitle(viewer: Viewer, id: string): Promise<TitleRow> {
    const title = await titlesRepository.getTitle(id);
    if (!title) throw new AppError('not_found', localised('errors:studio.titleNotFound'));
    if (!isAdmin(viewer.roles) && (title.createdBy === null || title.createdBy !== viewer.userId)) {
      throw new AppError('forbidden', localised('errors:studio.notYours'));
    }
    return title;
  }

  async function detailsOf(title: TitleRow): Promise<TitleDetails> {
    const rows = await repository.details(title.id);
    return {
      id: title.id,
      title: title.title,
      tagline: title.tagline,
      synopsis: title.synopsis,
      translations: Object.fromEntries(
        rows.translations.map(({ language, tagline, synopsis }) => [language, { tagline, synopsis }]),
      ),
      ageRating: title.ageRating as TitleDetails['ageRating'],
      advisories: rows.advisories,
      genres: rows.genres,
      spokenLanguages: rows.spokenLanguages,
      credits: rows.credits,
      collections: rows.collections,
      poster: imageUrls(title.artwork?.poster),
      backdrop: imageUrls(title.artwork?.backdrop),
      uploadedArtwork: {
        poster: Boolean(title.uploadedArtwork?.poster),
        backdrop: Boolean(title.uploadedArtwork?.backdrop),
      },
    };
  }

  return {
    async details(viewer: Viewer, id: string): Promise<TitleDetails> {
      return detailsOf(await ownTitle(viewer, id));
    },

    async updateDetails(
      actor: ActorRef,
      id: string,
      request: z.infer<typeof updateTitleDetailsSchema>,
    ): Promise<TitleDetails> {
      const { viewer } = actor;
      const title = await ownTitle(viewer, id);
      const before = await repository.details(title.id);
      if (request.collections !== undefined && !isAdmin(viewer.roles)) {
        const same = [...request.collections].sort().join('\n') === [...before.collections].sort().join('\n');
        if (!same) throw new AppError('forbidden', localised('errors:studio.collectionsAdminsOnly'));
      }
      const errors: FieldError[] = [];
      const genres = [...new Set(request.genres)];
      const knownGenres = await repository.existingGenres(genres);
      genres.forEach((genre, index) => {
        if (!knownGenres.has(genre)) {
          errors.push({ field: `body.genres.${index}`, message: localised('errors:studio.unknownGenre') });
        }
      });
      const collections = request.collections ? [...new Set(request.collections)] : undefined;
      if (collections) {
        const known = await repository.existingCollections(collections);
        collections.forEach((collection, index) => {
          if (!known.has(collection)) {
            errors.push({
              field: `body.collections.${index}`,
              message: localised('errors:studio.unknownCollection'),
            });
          }
        });
      }
      const personIds = request.credits.flatMap((credit) => (credit.personId ? [credit.personId] : []));
      const knownPeople = await repository.existingPeople(personIds);
      request.credits.forEach((credit, index) => {
        if (credit.personId && !knownPeople.has(credit.personId)) {
          errors.push({
            field: `body.credits.${index}.personId`,
            message: localised('errors:studio.unknownPerson'),
          });
        }
      });
      if (errors.length > 0) throw new AppError('validation_failed', undefined, errors);

      // New people are created by name (an existing person of that exact name is reused).
      const resolved: {
        personId: string;
        role: (typeof request.credits)[number]['role'];
        character: string | null;
      }[] = [];
      for (const credit of request.credits) {
        const name = credit.name?.trim() ?? '';
        const personId =
          credit.personId ?? (await repository.personByName(name, slugify(name).slice(0, 60) || 'person'));
        resolved.push({
          personId,
          role: credit.role,
          character: credit.role === 'actor' || credit.role === 'narrator' ? credit.character || null : null,
        });
      }
      const seen = new Set<string>();
      const duplicate = resolved.findIndex((credit) => {
        const key = `${credit.personId}:${credit.role}`;
        if (seen.has(key)) return true;
        seen.add(key);
        return false;
      });
      if (duplicate >= 0) {
        throw new AppError('validation_failed', undefined, [
          { field: `body.credits.${duplicate}`, message: localised('errors:studio.duplicateCredit') },
        ]);
      }
      const at = now();
      await repository.writeDetails(
        title.id,
        {
          tagline: request.tagline,
          synopsis: request.synopsis,
          ageRating: request.ageRating,
          advisories: [...new Set(request.advisories)],
          genres,
          spokenLanguages: [...new Set(request.spokenLanguages)],
          credits: resolved,
          ...(collections && isAdmin(viewer.roles) ? { collections } : {}),
        },
        at,
      );
      if (request.translations) await titlesRepository.setTranslations(title.id, request.translations, at);
      const changed = [
        request.tagline !== title.tagline && 'tagline',
        request.synopsis !== title.synopsis && 'synopsis',
        request.ageRating !== title.ageRating && 'ageRating',
        request.advisories.join() !== before.advisories.join() && 'advisories',
        genres.join() !== before.genres.join() && 'genres',
        request.spokenLanguages.join() !== before.spokenLanguages.join() && 'spokenLanguages',
        resolved.map((c) => `${c.personId}:${c.role}:${c.character}`).join() !==
          before.credits.map((c) => `${c.personId}:${c.role}:${c.character}`).join() && 'credits',
        collections &&
          isAdmin(viewer.roles) &&
          collections.join() !== before.collections.join() &&
          'collections',
        request.translations && 'translations',
      ].filter((field): field is string => typeof field === 'string');
      await audit.record({
        actorId: viewer.userId,
        action: 'title.details_updated',
        targetType: 'title',
        targetId: title.id,
        details: { changed },
        ipAddress: actor.ip,
      });
      if (title.status === 'published') invalidateCatalogue(ctx);
      const updated = await titlesRepository.getTitle(title.id);
      return detailsOf(updated ?? title);
    },

    async options(viewer: Viewer): Promise<StudioOptions> {
      const admin = isAdmin(viewer.roles);
      return {
        ...(await repository.options()),
        canEditCollections: admin,
        publishThroughReview: ctx.config.studio.publishReview && !admin,
      };
    },

    async searchPeople(query: string) {
      return { items: await repository.searchPeople(query) };
    },

    async uploadArtwork(actor: ActorRef, id: string, kind: ArtworkKind, file: Buffer): Promise<TitleDetails> {
      const title = await ownTitle(actor.viewer, id);
      const image = await storeUploadedArtwork(ctx.storage, title.id, kind, file);
      const current = title.artwork;
      // A title without artwork yet gets the generated picture for the other half when it is published (D62).
      const other = kind === 'poster' ? current?.backdrop : current?.poster;
      const artwork = other
        ? kind === 'poster'
          ? { poster: image, backdrop: other }
          : { poster: other, backdrop: image }
        : null;
      const uploaded = { ...(title.uploadedArtwork ?? {}), [kind]: true };
      if (artwork) {
        await repository.setArtwork(title.id, artwork, uploaded, now());
      } else {
        // Only half a set: keep it as a set with the same picture's shape for both until the other comes.
        const { generateFallbackArtwork } = await import('./fallback-artwork');
        const generated = await generateFallbackArtwork(title, ctx.storage);
        await repository.setArtwork(
          title.id,
          kind === 'poster' ? { ...generated, poster: image } : { ...generated, backdrop: image },
          uploaded,
          now(),
        );
        const unused = kind === 'poster' ? generated.poster : generated.backdrop;
        await removeImageSet(ctx.storage, unused);
      }
      const replaced = current?.[kind];
      if (replaced && replaced.base !== image.base) await removeImageSet(ctx.storage, replaced);
      await audit.record({
        actorId: actor.viewer.userId,
        action: 'title.artwork_uploaded',
        targetType: 'title',
        targetId: title.id,
        details: { kind },
        ipAddress: actor.ip,
      });
      if (title.status === 'published') invalidateCatalogue(ctx);
      return detailsOf((await titlesRepository.getTitle(title.id)) ?? title);
    },

    async stats(viewer: Viewer): Promise<{ items: TitleStats[] }> {
      const rows = await repository.stats(isAdmin(viewer.roles) ? null : viewer.userId);
      return {
        items: rows.map((row) => ({
          titleId: row.titleId,
          plays: row.plays,
          watchHours: Math.round((row.watchSeconds / 3600) * 10) / 10,
          completionRate: row.started > 0 ? row.completed / row.started : null,
          ratings: row.ratings,
          thumbsUpShare: row.ratings > 0 ? row.thumbsUp / row.ratings : null,
        })),
      };
    },

    async submissions(): Promise<{ items: TitleSubmission[] }> {
      const rows = await repository.pendingTitles();
      return {
        items: rows.map((row) => ({
          id: row.id,
          title: row.title,
          type: row.type,
          tagline: row.tagline,
          synopsis: row.synopsis,
          ageRating: row.ageRating,
          releaseYear: row.releaseYear,
          createdBy: row.createdBy,
          creatorName: row.creatorName || null,
          submittedAt: new Date(row.submittedAt ?? 0).toISOString(),
          poster: imageUrls(row.artwork?.poster),
        })),
      };
    },

    /** Publishes a pending title (its checks run again: the video must still be ready). */
    async approve(actor: ActorRef, id: string): Promise<void> {
      const title = await titlesRepository.getTitle(id);
      if (!title || title.reviewState !== 'pending') {
        throw new AppError('not_found', localised('errors:studio.submissionNotFound'));
      }
      await studio.publishApproved(title.id);
      await audit.record({
        actorId: actor.viewer.userId,
        action: 'title.approved',
        targetType: 'title',
        targetId: title.id,
        details: { creatorId: title.createdBy },
        ipAddress: actor.ip,
      });
    },

    async reject(actor: ActorRef, id: string, reason: string): Promise<void> {
      const title = await titlesRepository.getTitle(id);
      if (!title || title.reviewState !== 'pending') {
        throw new AppError('not_found', localised('errors:studio.submissionNotFound'));
      }
      await repository.setReview(title.id, { state: 'rejected', reason }, now());
      await audit.record({
        actorId: actor.viewer.userId,
        action: 'title.rejected',
        targetType: 'title',
        targetId: title.id,
        details: { creatorId: title.createdBy, reason },
        ipAddress: actor.ip,
      });
    },
  };
}

export type StudioEditingService = ReturnType<typeof createStudioEditingService>;
