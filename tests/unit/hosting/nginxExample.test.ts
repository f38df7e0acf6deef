import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseHeadersFile } from '../../../.tools/lib/serve-dist.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const headersFile = readFileSync(join(root, 'public/_headers'), 'utf8');

/** The headers `public/_headers` sends with every response (its catch-all rule). */
function siteWideHeaders(): [string, string][] {
  const catchAll = parseHeadersFile(headersFile).find((rule) => rule.matches.test('/any/path'));
  return catchAll?.headers ?? [];
}

/** The `add_header` lines of the README's nginx snippet for the shared security headers. */
function nginxSnippetHeaders(): [string, string][] {
  const snippet =
    /```nginx\n# \/etc\/nginx\/snippets\/site-security-headers\.conf\n([\s\S]*?)```/.exec(
      readme,
    )?.[1];
  return [...(snippet ?? '').matchAll(/^add_header ([\w-]+) "([^"]*)" always;$/gm)].map((match) => [
    match[1]!,
    match[2]!,
  ]);
}

describe("the README's nginx example", () => {
  it('sends the same site-wide headers as public/_headers', () => {
    expect(siteWideHeaders().length).toBeGreaterThan(5);
    expect(nginxSnippetHeaders()).toEqual(siteWideHeaders());
  });

  it('includes Cross-Origin-Resource-Policy: same-origin', () => {
    expect(siteWideHeaders()).toContainEqual(['Cross-Origin-Resource-Policy', 'same-origin']);
  });
});
