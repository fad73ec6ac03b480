import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseMediaPlaylist } from '@mzansi/media/master-playlist';
import { studioVideoSchema, type StudioVideo } from '@mzansi/contracts/studio';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInDemo } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { runFfprobe } from '../../adapters/ffmpeg/ffmpeg-runner';
import { createJobQueue } from '../../adapters/queue/job-queue';
import { videos } from '../../db/schema/index';
import { makeSample, uploadFile, type TusTarget } from '../uploads/test-support';
import { createTranscodeService } from './transcode.service';
import { startTranscodeWorker, type TranscodeWorker } from './transcode.worker';

const WAIT = { timeout: 120_000, interval: 100 };

async function listFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(full, base)));
    else files.push(path.relative(base, full));
  }
  return files.sort();
}

async function probeJson(file: string, ...args: string[]): Promise<Record<string, unknown[]>> {
  return JSON.parse(await runFfprobe(['-v', 'error', '-print_format', 'json', ...args, file])) as Record<
    string,
    unknown[]
  >;
}

describe('transcoding', () => {
  let server: TestServer;
  let fixtures: string;
  let creator: TusTarget;
  let short: Buffer;
  let long: Buffer;
  const workers: TranscodeWorker[] = [];

  beforeAll(async () => {
    fixtures = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-transcode-fixtures-'));
    [short, long] = await Promise.all([
      makeSample(path.join(fixtures, 'short.mp4'), { width: 640, height: 360, seconds: 5 }),
      makeSample(path.join(fixtures, 'long.mp4'), { width: 640, height: 360, seconds: 30 }),
    ]);
    server = await startTestServer({ env: { TRANSCODE_PRESET: 'ultrafast' } });
    creator = { baseUrl: server.baseUrl, cookie: await signInDemo(server, 'creator') };
  });

  afterAll(async () => {
    for (const worker of workers) await worker.stop();
    await server?.close();
    await fs.rm(fixtures, { recursive: true, force: true });
  });

  const startWorker = async () => {
    const worker = await startTranscodeWorker(server.ctx, server.services, {
      reconcileEveryMs: 0,
      pollingIntervalSeconds: 0.5,
    });
    workers.push(worker);
    return worker;
  };
  const studioVideo = async (id: string): Promise<StudioVideo> => {
    const response = await server.request(`/api/studio/videos/${id}`, {
      headers: { cookie: creator.cookie! },
    });
    return studioVideoSchema.parse(await response.json());
  };
  /** Ready, and its job done: the job goes on after the video is ready (the source removed, late captions published). */
  const transcoded = async (id: string) => {
    await vi.waitFor(async () => expect((await studioVideo(id)).status).toBe('ready'), WAIT);
    await vi.waitFor(
      async () =>
        expect((await server.ctx.jobs!.latestJobs('transcode', [id])).get(id)?.state).toBe('completed'),
      WAIT,
    );
  };
  const videoDir = (id: string) => path.join(server.storageDir, 'videos', id);
  const workDir = (id: string) => path.join(server.storageDir, 'work', 'transcode', id);

  it('turns an upload into a playable fMP4 HLS ladder with measured bandwidths, a poster and a storyboard', async () => {
    await startWorker();
    const { id } = await uploadFile(creator, short, { filename: 'short.mp4', filetype: 'video/mp4' });
    await transcoded(id);

    // The encode was measured: media seconds per wall second, and the job's duration as completed.
    // (the job's duration is recorded just after the queue marks it completed: waited for, not raced)
    await vi.waitFor(async () => {
      const metrics = (await server.ctx.metrics.scrape()).body;
      expect(metrics).toMatch(/^mzansi_transcode_realtime_factor_count 1$/m);
      expect(metrics).toMatch(/^mzansi_transcode_realtime_factor_sum [0-9.e+-]+$/m);
      expect(metrics).toMatch(
        /^mzansi_job_duration_seconds_count\{queue="transcode",outcome="completed"\} 1$/m,
      );
    }, WAIT);

    const ready = await studioVideo(id);
    expect(ready).toMatchObject({ progress: 100, failureReason: null, width: 640, height: 360 });
    expect(ready.renditions).toEqual([
      { name: '234p', height: 234, tier: 'SD' },
      { name: '360p', height: 360, tier: 'SD' },
    ]);
    const dir = videoDir(id);
    expect(await listFiles(dir)).toEqual([
      '234p/index.m3u8',
      '234p/init.mp4',
      '234p/seg_00000.m4s',
      '234p/seg_00001.m4s',
      '360p/index.m3u8',
      '360p/init.mp4',
      '360p/seg_00000.m4s',
      '360p/seg_00001.m4s',
      'master.m3u8',
      'poster.jpg',
      'storyboard.jpg',
      'storyboard.vtt',
    ]);
    // The source is gone and nothing is left in the work area.
    expect(await listFiles(path.join(server.storageDir, 'sources'))).toEqual([]);
    expect(await listFiles(workDir(id))).toEqual([]);

    const [row] = await server.ctx.database.db.select().from(videos).where(eq(videos.id, id));
    expect(row).toMatchObject({
      status: 'ready',
      sourceKey: null,
      storagePrefix: `videos/${id}`,
      posterKey: `videos/${id}/poster.jpg`,
      storyboardKey: `videos/${id}/storyboard.vtt`,
    });
    expect(row!.readyAt).toBeInstanceOf(Date);

    const master = await fs.readFile(path.join(dir, 'master.m3u8'), 'utf8');
    expect(master.startsWith('#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-INDEPENDENT-SEGMENTS\n')).toBe(true);
    for (const rendition of row!.renditions) {
      const playlist = parseMediaPlaylist(await fs.readFile(path.join(dir, rendition.playlist), 'utf8'));
      expect(playlist).toMatchObject({ targetDuration: 4, initUri: 'init.mp4', ended: true });
      expect(playlist.segments.map((segment) => segment.seconds)).toEqual([4, 1]);
      const sizes = await Promise.all(
        playlist.segments.map(
          async (segment) => (await fs.stat(path.join(dir, rendition.name, segment.uri))).size,
        ),
      );
      const peak = Math.max(...sizes.map((bytes, index) => (bytes * 8) / playlist.segments[index]!.seconds));
      const average = (sizes.reduce((sum, bytes) => sum + bytes, 0) * 8) / 5;
      // Declared within 10% of what the segments really carry (HLS authoring spec 1.26-1.27).
      expect(Math.abs(rendition.bandwidth - peak) / peak).toBeLessThanOrEqual(0.1);
      expect(Math.abs(rendition.averageBandwidth - average) / average).toBeLessThanOrEqual(0.1);
      expect(master).toContain(
        `BANDWIDTH=${rendition.bandwidth},AVERAGE-BANDWIDTH=${rendition.averageBandwidth},CODECS="${rendition.codecs}",RESOLUTION=${rendition.width}x${rendition.height},FRAME-RATE=25.000\n${rendition.playlist}`,
      );
      expect(rendition.codecs).toMatch(/^avc1\.4d40[0-9a-f]{2},mp4a\.40\.2$/);
    }
    expect(row!.renditions.find((rendition) => rendition.name === '234p')!.bandwidth).toBeLessThanOrEqual(
      192_000,
    );

    // init + first segment is what a player appends: H.264 Main + AAC, a keyframe every 2 s from the first frame.
    const joined = path.join(fixtures, `${id}-360p.mp4`);
    await fs.writeFile(
      joined,
      Buffer.concat([
        await fs.readFile(path.join(dir, '360p', 'init.mp4')),
        await fs.readFile(path.join(dir, '360p', 'seg_00000.m4s')),
      ]),
    );
    const { streams } = await probeJson(joined, '-show_streams');
    expect(streams).toEqual([
      expect.objectContaining({
        codec_name: 'h264',
        profile: 'Main',
        width: 640,
        height: 360,
        r_frame_rate: '25/1',
      }),
      expect.objectContaining({ codec_name: 'aac', sample_rate: '48000', channels: 2 }),
    ]);
    const { packets } = await probeJson(joined, '-select_streams', 'v', '-show_entries', 'packet=flags');
    const keyframes = (packets as { flags: string }[]).flatMap((packet, index) =>
      packet.flags.startsWith('K') ? [index] : [],
    );
    expect(keyframes).toEqual([0, 50]);

    const poster = await probeJson(path.join(dir, 'poster.jpg'), '-show_streams');
    expect(poster.streams?.[0]).toMatchObject({ width: 640, height: 360 });
    const sprite = await probeJson(path.join(dir, 'storyboard.jpg'), '-show_streams');
    expect(sprite.streams?.[0]).toMatchObject({ width: 480, height: 90 });
    expect(await fs.readFile(path.join(dir, 'storyboard.vtt'), 'utf8')).toBe(
      [
        'WEBVTT',
        '',
        '00:00:00.000 --> 00:00:02.000',
        'storyboard.jpg#xywh=0,0,160,90',
        '',
        '00:00:02.000 --> 00:00:04.000',
        'storyboard.jpg#xywh=160,0,160,90',
        '',
        `00:00:04.000 --> 00:00:0${ready.durationSeconds!.toFixed(3)}`,
        'storyboard.jpg#xywh=320,0,160,90',
        '',
      ].join('\n'),
    );
  });

  it('survives a restart in the middle of a transcode: the job is handed back and the rerun writes everything once', async () => {
    // A worker is running from the test above: stop it mid-encode by stopping its queue, as a shutdown does.
    const { id } = await uploadFile(creator, long, { filename: 'long.mp4', filetype: 'video/mp4' });
    await vi.waitFor(
      async () => {
        const builds = await fs.readdir(workDir(id)).catch(() => [] as string[]);
        const build = builds.find((name) => name.startsWith('build-'));
        expect(build).toBeDefined();
        await fs.access(path.join(workDir(id), build!, '360p', 'seg_00000.m4s'));
      },
      { timeout: 60_000, interval: 10 },
    );
    await server.ctx.jobs!.stop();

    const interrupted = await studioVideo(id);
    expect(interrupted.status).toBe('transcoding');
    expect(await listFiles(videoDir(id))).toEqual([]);
    const look = createJobQueue(server.ctx.database, { logger: server.ctx.logger });
    expect((await look.latestJobs('transcode', [id])).get(id)).toMatchObject({
      state: 'created',
      startedOn: null,
    });
    await look.stop();

    // What a process killed outright would leave behind: a staging directory nobody will finish.
    const abandoned = path.join(workDir(id), 'build-424242-deadbeef', '360p');
    await fs.mkdir(abandoned, { recursive: true });
    await fs.writeFile(path.join(abandoned, 'seg_00099.m4s'), 'stale');

    server.ctx.jobs = createJobQueue(server.ctx.database, { logger: server.ctx.logger });
    try {
      await startWorker();
      await transcoded(id);
      const files = await listFiles(videoDir(id));
      for (const rung of ['234p', '360p']) {
        const segments = files.filter((file) => file.startsWith(`${rung}/seg_`));
        expect(segments).toEqual(
          Array.from({ length: 8 }, (_, index) => `${rung}/seg_${String(index).padStart(5, '0')}.m4s`),
        );
        const playlist = parseMediaPlaylist(
          await fs.readFile(path.join(videoDir(id), rung, 'index.m3u8'), 'utf8'),
        );
        expect(playlist.segments.map((segment) => segment.uri)).toEqual(
          segments.map((file) => file.slice(5)),
        );
      }
      expect(files.filter((file) => !file.includes('/seg_'))).toEqual([
        '234p/index.m3u8',
        '234p/init.mp4',
        '360p/index.m3u8',
        '360p/init.mp4',
        'master.m3u8',
        'poster.jpg',
        'storyboard.jpg',
        'storyboard.vtt',
      ]);
      expect(await listFiles(workDir(id))).toEqual([]);
      const job = (await server.ctx.jobs.latestJobs('transcode', [id])).get(id);
      expect(job?.state).toBe('completed');
    } finally {
      for (const worker of workers.splice(0)) await worker.stop();
      await server.ctx.jobs.stop();
    }
  });

  describe('reconciliation', () => {
    const insertVideo = async (
      status: 'uploaded' | 'transcoding',
      sourceKey: string,
      updatedAt = new Date(),
    ) => {
      const [row] = await server.ctx.database.db
        .insert(videos)
        .values({ kind: 'main', status, sourceKey, durationSeconds: 5, updatedAt })
        .returning({ id: videos.id });
      await fs.mkdir(path.join(server.storageDir, 'sources'), { recursive: true });
      await fs.writeFile(path.join(server.storageDir, sourceKey), 'source');
      return row!.id;
    };

    it('queues a transcoding video that has no job, and fails one whose last job failed for good', async () => {
      server.ctx.jobs = createJobQueue(server.ctx.database, { logger: server.ctx.logger });
      const jobs = server.ctx.jobs;
      const service = createTranscodeService(server.ctx, {
        ingest: server.services.ingest,
        queue: () => jobs,
      });
      try {
        const orphan = await insertVideo('transcoding', 'sources/orphan-video.mp4');
        const doomed = await insertVideo('transcoding', 'sources/doomed-video.mp4');
        const jobId = (await jobs.send('transcode', { videoId: doomed }, { singletonKey: doomed }))!;
        await server.ctx.database.raw.query(
          `update pgboss.job set state = 'failed', output = '{"message":"ffmpeg was killed"}'::jsonb, retry_count = retry_limit where id = $1`,
          [jobId],
        );

        const report = await service.reconcile();
        expect(report).toMatchObject({ requeued: 1, failed: 1 });
        expect((await jobs.latestJobs('transcode', [orphan])).get(orphan)?.state).toBe('created');
        const [failed] = await server.ctx.database.db.select().from(videos).where(eq(videos.id, doomed));
        expect(failed).toMatchObject({
          status: 'failed',
          failureReason: 'Transcoding failed. Last error: ffmpeg was killed',
          sourceKey: null,
        });

        // Reconciling again changes nothing: the orphan's job is waiting now.
        expect(await service.reconcile()).toMatchObject({ requeued: 0, failed: 0 });
      } finally {
        await jobs.stop();
      }
    });

    it('fails runs lost with their process, so they are retried', async () => {
      server.ctx.jobs = createJobQueue(server.ctx.database, { logger: server.ctx.logger });
      const jobs = server.ctx.jobs;
      const service = createTranscodeService(server.ctx, {
        ingest: server.services.ingest,
        queue: () => jobs,
      });
      try {
        const longAgo = new Date(Date.now() - 10 * 60_000);
        const lost = await insertVideo('transcoding', 'sources/lost-video.mp4', longAgo);
        const jobId = (await jobs.send('transcode', { videoId: lost }, { singletonKey: lost }))!;
        await server.ctx.database.raw.query(
          `update pgboss.job set state = 'active', started_on = now() - interval '10 minutes' where id = $1`,
          [jobId],
        );
        const report = await service.reconcile({ startup: true });
        expect(report.lostRuns).toBe(1);
        expect((await jobs.latestJobs('transcode', [lost])).get(lost)).toMatchObject({
          state: 'retry',
          output: { message: 'The worker running this job stopped; it will be retried.' },
        });
      } finally {
        await jobs.stop();
      }
    });

    it.runIf(process.env.TEST_DB_DRIVER === 'postgres')(
      'on PostgreSQL, a run is lost only once no live process holds its claim',
      async () => {
        server.ctx.jobs = createJobQueue(server.ctx.database, { logger: server.ctx.logger });
        const jobs = server.ctx.jobs;
        const service = createTranscodeService(server.ctx, {
          ingest: server.services.ingest,
          queue: () => jobs,
        });
        try {
          const running = await insertVideo('transcoding', 'sources/claimed-video.mp4', new Date());
          const jobId = (await jobs.send('transcode', { videoId: running }, { singletonKey: running }))!;
          await server.ctx.database.raw.query(
            `update pgboss.job set state = 'active', started_on = now() - interval '1 minute' where id = $1`,
            [jobId],
          );
          // Another worker (a connection of its own) is running it: reconciliation leaves it alone.
          const release = await service.claim(running);
          expect((await service.reconcile()).lostRuns).toBe(0);
          expect((await jobs.latestJobs('transcode', [running])).get(running)?.state).toBe('active');
          // Its process dies (its connection ends): the very next reconciliation hands the job back.
          await release();
          expect((await service.reconcile()).lostRuns).toBe(1);
          expect((await jobs.latestJobs('transcode', [running])).get(running)?.state).toBe('retry');
        } finally {
          await jobs.stop();
        }
      },
    );

    it('removes source files no video points at once they are an hour old', async () => {
      server.ctx.jobs = createJobQueue(server.ctx.database, { logger: server.ctx.logger });
      const jobs = server.ctx.jobs;
      const service = createTranscodeService(server.ctx, {
        ingest: server.services.ingest,
        queue: () => jobs,
      });
      try {
        const sources = path.join(server.storageDir, 'sources');
        await fs.mkdir(sources, { recursive: true });
        const old = path.join(sources, 'abandoned.mp4');
        const fresh = path.join(sources, 'arriving.mp4');
        await fs.writeFile(old, 'x');
        await fs.writeFile(fresh, 'x');
        const hourAgo = new Date(Date.now() - 2 * 3600_000);
        await fs.utimes(old, hourAgo, hourAgo);
        const kept = await insertVideo('uploaded', 'sources/kept-video.mp4');
        const keptFile = path.join(sources, 'kept-video.mp4');
        await fs.utimes(keptFile, hourAgo, hourAgo);

        await service.reconcile();
        expect(
          await fs.access(old).then(
            () => true,
            () => false,
          ),
        ).toBe(false);
        expect(
          await fs.access(fresh).then(
            () => true,
            () => false,
          ),
        ).toBe(true);
        expect(
          await fs.access(keptFile).then(
            () => true,
            () => false,
          ),
        ).toBe(true);
        expect(kept).toBeTruthy();
      } finally {
        await jobs.stop();
      }
    });
  });
});
