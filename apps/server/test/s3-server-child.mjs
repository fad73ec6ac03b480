/**
 * The test S3 server's child process (see s3-server.ts): s3rver on a free port, printing its port and stopping when
 * stdin closes.
 *
 * s3rver 3.7.1 lacks three multipart operations that real S3 services (AWS, MinIO, R2) have and that @tus/s3-store
 * uses to resume an upload: ListParts (GET /bucket/key?uploadId=X, s3rver answers 405), ListMultipartUploads
 * (GET /bucket?uploads, "NotImplemented") and AbortMultipartUpload (DELETE /bucket/key?uploadId=X, 405). A
 * middleware placed before all of s3rver's answers exactly those requests from s3rver's own on-disk layout
 * (lib/stores/filesystem.js: `<uploads dir>/<uploadId>/{key, metadata, <part>, <part>.md5}`) and passes everything
 * else on. Test infrastructure only: requests it answers are not signature-checked (s3rver's own check is lenient
 * too), and it reads path-style addresses only (the tests' clients use forcePathStyle).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const { default: S3rver } = await import(pathToFileURL(process.env.S3RVER_MODULE).href);

const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: process.env.S3RVER_DIR,
  configureBuckets: [{ name: process.env.S3RVER_BUCKET }],
});

const escapeXml = (text) =>
  String(text).replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch],
  );

/** `{ Name: value | [values] | {...} }` as XML elements (arrays repeat the element, as S3's lists do). */
function toXml(node) {
  return Object.entries(node)
    .flatMap(([name, value]) => (Array.isArray(value) ? value.map((item) => [name, item]) : [[name, value]]))
    .map(([name, value]) =>
      value !== null && typeof value === 'object' && !(value instanceof Date)
        ? `<${name}>${toXml(value)}</${name}>`
        : `<${name}>${escapeXml(value instanceof Date ? value.toISOString() : value)}</${name}>`,
    )
    .join('');
}

function answer(ctx, status, root, body) {
  ctx.status = status;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${toXml(body)}</${root}>`;
}

function noSuchUpload(ctx, uploadId) {
  ctx.status = 404;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error>${toXml({
    Code: 'NoSuchUpload',
    Message:
      'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.',
    UploadId: uploadId,
  })}</Error>`;
}

const uploadsDir = (bucket) => server.store.getResourcePath(bucket, undefined, 'uploads');

/** The folder of a multipart upload of `key`, or null when there is no such upload (or it is another key's). */
async function uploadFolder(bucket, key, uploadId) {
  if (!/^[0-9a-zA-Z]+$/.test(uploadId)) return null;
  const folder = path.join(uploadsDir(bucket), uploadId);
  const stored = await fs.readFile(path.join(folder, 'key'), 'utf8').catch(() => null);
  return stored === key ? folder : null;
}

const intParam = (value, fallback, max) => {
  const number = Number.parseInt(value ?? '', 10);
  return Number.isFinite(number) && number >= 0 ? Math.min(number, max) : fallback;
};

async function listParts(ctx, bucket, key) {
  const { uploadId } = ctx.query;
  const folder = await uploadFolder(bucket, key, uploadId);
  if (!folder) return noSuchUpload(ctx, uploadId);
  const maxParts = intParam(ctx.query['max-parts'], 1000, 1000);
  const marker = intParam(ctx.query['part-number-marker'], 0, 10000);
  const numbers = (await fs.readdir(folder))
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((number) => number > marker)
    .sort((a, b) => a - b);
  const page = numbers.slice(0, maxParts);
  const parts = [];
  for (const number of page) {
    const file = path.join(folder, String(number));
    const [stat, md5] = await Promise.all([fs.stat(file), fs.readFile(`${file}.md5`, 'utf8')]);
    parts.push({ PartNumber: number, LastModified: stat.mtime, ETag: `"${md5}"`, Size: stat.size });
  }
  const truncated = numbers.length > page.length;
  answer(ctx, 200, 'ListPartsResult', {
    Bucket: bucket,
    Key: key,
    UploadId: uploadId,
    PartNumberMarker: marker,
    NextPartNumberMarker: page.length > 0 ? page[page.length - 1] : marker,
    MaxParts: maxParts,
    IsTruncated: truncated,
    Part: parts,
  });
}

async function listMultipartUploads(ctx, bucket) {
  const prefix = ctx.query.prefix ?? '';
  const keyMarker = ctx.query['key-marker'] ?? '';
  const uploadIdMarker = ctx.query['upload-id-marker'] ?? '';
  const maxUploads = intParam(ctx.query['max-uploads'], 1000, 1000);
  const ids = await fs.readdir(uploadsDir(bucket)).catch(() => []);
  const uploads = [];
  for (const id of ids) {
    const keyFile = path.join(uploadsDir(bucket), id, 'key');
    const key = await fs.readFile(keyFile, 'utf8').catch(() => null);
    if (key === null || !key.startsWith(prefix)) continue;
    if (key < keyMarker || (key === keyMarker && (uploadIdMarker === '' || id <= uploadIdMarker))) continue;
    uploads.push({ Key: key, UploadId: id, Initiated: (await fs.stat(keyFile)).mtime });
  }
  uploads.sort((a, b) => (a.Key === b.Key ? a.UploadId.localeCompare(b.UploadId) : a.Key < b.Key ? -1 : 1));
  const page = uploads.slice(0, maxUploads);
  const last = page[page.length - 1];
  answer(ctx, 200, 'ListMultipartUploadsResult', {
    Bucket: bucket,
    KeyMarker: keyMarker,
    UploadIdMarker: uploadIdMarker,
    ...(uploads.length > page.length && last
      ? { NextKeyMarker: last.Key, NextUploadIdMarker: last.UploadId }
      : {}),
    Prefix: prefix,
    MaxUploads: maxUploads,
    IsTruncated: uploads.length > page.length,
    Upload: page,
  });
}

async function abortMultipartUpload(ctx, bucket, key) {
  const { uploadId } = ctx.query;
  const folder = await uploadFolder(bucket, key, uploadId);
  if (!folder) return noSuchUpload(ctx, uploadId);
  await fs.rm(folder, { recursive: true, force: true });
  ctx.status = 204;
  ctx.body = null;
}

server.middleware.unshift(async (ctx, next) => {
  const [bucket, ...rest] = ctx.path.slice(1).split('/').map(decodeURIComponent);
  const key = rest.join('/');
  if (bucket && key && typeof ctx.query.uploadId === 'string') {
    if (ctx.method === 'GET') return listParts(ctx, bucket, key);
    if (ctx.method === 'DELETE') return abortMultipartUpload(ctx, bucket, key);
  }
  if (bucket && !key && ctx.method === 'GET' && 'uploads' in ctx.query)
    return listMultipartUploads(ctx, bucket);
  return next();
});

server.run().then((address) => process.stdout.write(`${JSON.stringify({ port: address.port })}\n`));
process.stdin.on('end', () => server.close().then(() => process.exit(0)));
process.stdin.resume();
