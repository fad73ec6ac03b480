import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, spaInlineScriptHashes } from './security-headers';

describe('CSP hashes of the inline scripts in index.html', () => {
  it("allows the web app's theme script (spec §4: the theme is set before the first paint)", () => {
    const html = readFileSync(path.resolve(import.meta.dirname, '../../../web/index.html'), 'utf8');
    const body = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(body).toContain('mzansi:theme');
    const expected = `'sha256-${createHash('sha256').update(body!).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([expected]);
  });

  it('hashes nothing else: module scripts with a src are already allowed as self', () => {
    expect(inlineScriptHashes('<script type="module" src="/assets/a.js"></script>')).toEqual([]);
  });

  it('reads the build, and is empty without one', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'spa-'));
    expect(spaInlineScriptHashes(dir)).toEqual([]);
    writeFileSync(path.join(dir, 'index.html'), '<script>1</script>');
    expect(spaInlineScriptHashes(dir)).toHaveLength(1);
  });
});
