import { createHash, createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { MediaSigner } from './signer';

/**
 * Bunny CDN token authentication, current scheme (HMAC-SHA256, tokens `HS256-…`), as Bunny's reference signer
 * (BunnyWay/BunnyCDN.TokenAuthentication, python3/token.py) computes it; bunny.test.ts reproduces its 15 vectors.
 *
 *   message = signaturePath ‖ expires ‖ IP bytes ‖ signingData   (no separators)
 *   token   = "HS256-" + ("1-" when an IP is bound) + base64url(HMAC-SHA256(key, message)) without padding
 *
 * signaturePath is the allowed path (token_path) when there is one, else the URL's path; signingData is the sorted
 * `key=value` list of the URL's own query plus token_countries, token_countries_blocked and limit (or only
 * token_ignore_params=true), then token_path. IPv4 signs as its 4 bytes, IPv6 as its /64 prefix (16 bytes, the last
 * 8 zero).
 */
export interface BunnyUrlOptions {
  /** the full URL to sign, e.g. https://vz-abc.b-cdn.net/{videoId}/playlist.m3u8 (keep paths ASCII) */
  url: string;
  /** the pull zone's token authentication key */
  securityKey: string;
  /** Unix seconds */
  expires: number;
  userIp?: string | null;
  /** put the token in the path (`/bcdn_token=…/path`) so relative URIs below it inherit it */
  isDirectory?: boolean;
  /** token_path: every URL under this prefix is open with the one token */
  pathAllowed?: string;
  /** ISO country codes, comma-separated, e.g. "ZA,NA" */
  countriesAllowed?: string;
  countriesBlocked?: string;
  ignoreParams?: boolean;
  /** kB/s, 0 = none */
  speedLimit?: number;
}

/** Signs a URL; returns it with the token in place (query or path form) and the token itself. */
export function signBunnyUrl(options: BunnyUrlOptions): { url: string; token: string } {
  const parsed = new URL(options.url);
  let params = new Map<string, string>();
  for (const [key, value] of parsed.searchParams) {
    if (params.has(key)) throw new Error(`Bunny token: the query parameter "${key}" appears twice`);
    params.set(key, value);
  }
  if (options.countriesAllowed) params.set('token_countries', options.countriesAllowed);
  if (options.countriesBlocked) params.set('token_countries_blocked', options.countriesBlocked);
  if (options.speedLimit && options.speedLimit > 0) params.set('limit', String(options.speedLimit));
  if (options.ignoreParams) params = new Map([['token_ignore_params', 'true']]);
  if (options.pathAllowed) params.set('token_path', options.pathAllowed);

  // Code-point order, as the reference generator sorts (localeCompare differs for mixed case).
  const keys = [...params.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const signingData = keys.map((key) => `${key}=${params.get(key)}`).join('&');
  const signaturePath = options.pathAllowed ?? parsed.pathname;
  const expires = String(options.expires);
  const ip = options.userIp ? ipSigningBytes(options.userIp) : Buffer.alloc(0);
  const message = Buffer.concat([
    Buffer.from(signaturePath, 'utf8'),
    Buffer.from(expires, 'utf8'),
    ip,
    Buffer.from(signingData, 'utf8'),
  ]);
  const digest = createHmac('sha256', options.securityKey).update(message).digest('base64url');
  const token = `HS256-${ip.length > 0 ? '1-' : ''}${digest}`;

  const urlData = keys.map((key) => `${key}=${encodeURIComponent(params.get(key)!)}`).join('&');
  const extra = urlData ? `&${urlData}` : '';
  const origin = `${parsed.protocol}//${parsed.host}`;
  const url = options.isDirectory
    ? `${origin}/bcdn_token=${token}${extra}&expires=${expires}${parsed.pathname}`
    : `${origin}${parsed.pathname}?token=${token}${extra}&expires=${expires}`;
  return { url, token };
}

/** The bytes an IP address contributes to the signature: IPv4 as 4 bytes, IPv6 as its /64 prefix in 16 bytes. */
export function ipSigningBytes(ip: string): Buffer {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return ipv4Bytes(mapped[1]!);
  if (isIPv4(address)) return ipv4Bytes(address);
  if (!isIPv6(address)) throw new Error(`Bunny token: not an IP address: ${ip}`);
  const bytes = ipv6Bytes(address);
  bytes.fill(0, 8);
  return bytes;
}

function ipv4Bytes(address: string): Buffer {
  return Buffer.from(address.split('.').map(Number));
}

function ipv6Bytes(address: string): Buffer {
  let groups: string[];
  const [head, tail] = address.split('::') as [string, string | undefined];
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const expand = (parts: string[]) =>
    parts.flatMap((part) => {
      if (!part.includes('.')) return [part];
      const v4 = ipv4Bytes(part);
      return [((v4[0]! << 8) | v4[1]!).toString(16), ((v4[2]! << 8) | v4[3]!).toString(16)];
    });
  if (tail === undefined) {
    groups = expand(parse(head));
  } else {
    const left = expand(parse(head));
    const right = expand(parse(tail));
    groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  }
  const bytes = Buffer.alloc(16);
  groups.forEach((group, index) => bytes.writeUInt16BE(Number.parseInt(group, 16), index * 2));
  return bytes;
}

/** Bunny Stream's embed (iframe) token: lower-case hex SHA-256 of key + videoId + expires. */
export function bunnyEmbedToken(key: string, videoId: string, expires: number): string {
  return createHash('sha256').update(`${key}${videoId}${expires}`, 'utf8').digest('hex');
}

export interface BunnySignerConfig {
  libraryId: string;
  /** the Stream library's pull zone, e.g. vz-1234abcd-567.b-cdn.net */
  cdnHost: string;
  /** the embed player host, iframe.mediadelivery.net by default */
  iframeHost: string;
  /** the pull zone's token authentication key (CDN URLs) */
  tokenKey: string;
  /** the library's embed view token authentication key (iframe URLs); null: no embed URL */
  embedKey: string | null;
  /** sign the viewer's IP into CDN tokens (breaks playback when it changes mid-stream, e.g. Wi-Fi to mobile data) */
  bindIp: boolean;
  /**
   * Bunny's tokens cannot refuse single HLS rungs. With this set, SD grants get the signed MP4 fallback of this
   * height (play_{h}p.mp4) instead of the HLS directory, so SD plans cannot fetch HD; otherwise the SD cap is not
   * enforced by the CDN.
   */
  sdMp4Height: number | null;
}

/**
 * Bunny Stream delivery for teams keeping the hosted library: the video id is the library's video GUID. HLS URLs
 * carry a directory token (token_path=/{videoId}/) in the path, so the playlists' relative URIs inherit it.
 */
export function createBunnySigner(config: BunnySignerConfig): MediaSigner {
  return {
    kind: 'bunny',
    sign({ videoId, expires, maxHeight, clientIp }) {
      const userIp = config.bindIp ? clientIp : null;
      const url =
        config.sdMp4Height !== null && maxHeight < 720
          ? signBunnyUrl({
              url: `https://${config.cdnHost}/${videoId}/play_${config.sdMp4Height}p.mp4`,
              securityKey: config.tokenKey,
              expires,
              userIp,
            }).url
          : signBunnyUrl({
              url: `https://${config.cdnHost}/${videoId}/playlist.m3u8`,
              securityKey: config.tokenKey,
              expires,
              userIp,
              isDirectory: true,
              pathAllowed: `/${videoId}/`,
            }).url;
      const embedUrl = config.embedKey
        ? `https://${config.iframeHost}/embed/${config.libraryId}/${videoId}?token=${bunnyEmbedToken(config.embedKey, videoId, expires)}&expires=${expires}`
        : undefined;
      return embedUrl ? { url, embedUrl } : { url };
    },
  };
}
