import { LANGUAGES } from '@mzansi/contracts/catalogue';

/**
 * The demo clips' captions: short WebVTT that says what the clip really plays (a chord of music under the title
 * card), in each language its title page names. The title and the label are shown on screen and kept as they are.
 */
const PHRASES: Record<string, { music: string; fade: string }> = {
  en: { music: '[Gentle music plays]', fade: '[The music fades]' },
  zu: { music: '[Kudlala umculo omnene]', fade: '[Umculo uyancipha]' },
  xh: { music: '[Kudlala umculo othambileyo]', fade: '[Umculo uyaphela]' },
  af: { music: '[Sagte musiek speel]', fade: '[Die musiek raak stil]' },
  st: { music: '[Mmino o bonolo o a bapala]', fade: '[Mmino o a fela]' },
  tn: { music: '[Mmino o o bonolo o a tshameka]', fade: '[Mmino o a fela]' },
  ts: { music: '[Vuyimbeleri byo olova byi le ku chaya]', fade: '[Vuyimbeleri byi le ku hela]' },
  nso: { music: '[Mmino wo boleta o a letšwa]', fade: '[Mmino o a fela]' },
  ss: { music: '[Kudlala umculo lotfobile]', fade: '[Umculo uyaphela]' },
  ve: { music: '[Muzika u si na u khou lidzwa]', fade: '[Muzika u khou fhela]' },
  nr: { music: '[Kudlala umculo othambileko]', fade: '[Umculo uyaphela]' },
};

/** English name of a language code ("isiZulu"), the label of its caption and audio tracks. */
export function languageLabel(code: string): string {
  return LANGUAGES.find((language) => language.code === code)?.name ?? code;
}

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  const secs = Math.floor((ms % 60_000) / 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(ms % 1000, 3)}`;
}

/** Three cues spread over the clip: the music starting, the title and label on screen, the music fading out. */
export function demoCaptionVtt(
  lang: string,
  clip: { title: string; label: string; durationSeconds: number },
): string {
  const phrases = PHRASES[lang] ?? PHRASES.en!;
  const d = clip.durationSeconds;
  const cues: [number, number, string][] = [
    [0, d * 0.3, phrases.music],
    [d * 0.3, d * 0.75, `${clip.title}\n${clip.label}`],
    [d * 0.75, d, phrases.fade],
  ];
  const body = cues
    .map(([start, end, text]) => `${timestamp(start)} --> ${timestamp(end)}\n${text}`)
    .join('\n\n');
  return `WEBVTT\n\n${body}\n`;
}
