/**
 * The site's nginx configuration (.config/hosting/nginx/, described in .config/hosting/README.md),
 * as the tests that check it read it: the shared headers snippet and the server blocks, and where
 * nginx is installed here.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A path, not `new URL(…, import.meta.url)`: under jsdom `URL` is jsdom's.
const folder = join(dirname(fileURLToPath(import.meta.url)), '../../.config/hosting/nginx');

/** The snippet of shared security headers, `site-security-headers.conf`. */
export const nginxSnippet = readFileSync(join(folder, 'site-security-headers.conf'), 'utf8');

/** Where the server blocks `include` the snippet from, relative to nginx's configuration. */
export const nginxSnippetPath = 'snippets/site-security-headers.conf';

/** The server blocks, `site.conf`. */
export const nginxServers = readFileSync(join(folder, 'site.conf'), 'utf8');

/** A command's path if it runs here (answers `versionFlag`), looking in the sbin folders too. */
export function installed(command: string, versionFlag: string): string | null {
  for (const candidate of [command, `/usr/sbin/${command}`, `/usr/bin/${command}`]) {
    if (spawnSync(candidate, [versionFlag]).status === 0) return candidate;
  }
  return null;
}

/** Why a test that needs these commands is skipped here, or null when they are all installed. */
export function missingCommands(commands: Record<string, string | null>): string | null {
  const missing = Object.keys(commands).filter((name) => !commands[name]);
  return missing.length === 0
    ? null
    : `needs ${missing.join(' and ')}, not installed here (Debian: apt-get install nginx; .ci/run installs it where it can)`;
}
