import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseHeadersFile } from '../../../.tools/lib/serve-dist';
import {
  installed,
  missingCommands,
  nginxServers,
  nginxSnippet,
  nginxSnippetPath,
} from '../../support/nginxConfig';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const headersFile = readFileSync(join(root, 'public/_headers'), 'utf8');

/** The headers `public/_headers` sends with every response (its catch-all rule). */
function siteWideHeaders(): [string, string][] {
  const catchAll = parseHeadersFile(headersFile).find((rule) => rule.matches.test('/any/path'));
  return catchAll?.headers ?? [];
}

/** The `add_header` lines of the nginx snippet for the shared security headers. */
function nginxSnippetHeaders(): [string, string][] {
  return [...nginxSnippet.matchAll(/^add_header ([\w-]+) "([^"]*)" always;$/gm)].map((match) => [
    match[1]!,
    match[2]!,
  ]);
}

describe('the nginx configuration (.config/hosting/nginx/)', () => {
  it('sends the same site-wide headers as public/_headers', () => {
    expect(siteWideHeaders().length).toBeGreaterThan(5);
    expect(nginxSnippetHeaders()).toEqual(siteWideHeaders());
  });

  it('includes Cross-Origin-Resource-Policy: same-origin', () => {
    expect(siteWideHeaders()).toContainEqual(['Cross-Origin-Resource-Policy', 'same-origin']);
  });
});

describe('the nginx configuration, on the nginx installed here', () => {
  const nginx = installed('nginx', '-v');
  const openssl = installed('openssl', 'version');

  it('passes nginx -t, the snippet included, on the nginx installed here', (context) => {
    const missing = missingCommands({ nginx, openssl });
    context.skip(missing !== null, `nginx -t cannot run here: ${missing ?? ''}`);
    expect(nginxServers).toContain('listen 443 ssl');
    const prefix = mkdtempSync(join(tmpdir(), 'nginx-config-'));
    try {
      // The configuration as its files give it, with a throwaway certificate in place of the
      // site's (nginx -t reads it) and the snippet where its `include` looks for it.
      const certificate = join(prefix, 'cert.pem');
      const key = join(prefix, 'key.pem');
      const made = spawnSync(openssl!, [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        key,
        '-out',
        certificate,
      ]);
      expect(made.status, String(made.stderr)).toBe(0);
      mkdirSync(dirname(join(prefix, nginxSnippetPath)));
      writeFileSync(join(prefix, nginxSnippetPath), nginxSnippet);
      const servers = nginxServers
        .replace(/(ssl_certificate\s+)\S+;/, `$1${certificate};`)
        .replace(/(ssl_certificate_key\s+)\S+;/, `$1${key};`);
      expect(servers).toContain(certificate);
      writeFileSync(
        join(prefix, 'nginx.conf'),
        `pid ${prefix}/nginx.pid;\nevents {}\nhttp {\n${servers}\n}\n`,
      );
      const test = spawnSync(nginx!, [
        '-t',
        '-p',
        prefix,
        '-c',
        join(prefix, 'nginx.conf'),
        '-e',
        join(prefix, 'error.log'),
      ]);
      const output = String(test.stderr);
      expect(test.status, output).toBe(0);
      expect(output).toContain('test is successful');
      // Nothing to warn about, apart from the deprecation newer versions print for `listen … http2`.
      const warnings = output
        .split('\n')
        .filter((line) => /\[(warn|emerg|alert|crit)\]/.test(line))
        .filter((line) => !/"listen \.\.\. http2" directive is deprecated/.test(line));
      expect(warnings).toEqual([]);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});
