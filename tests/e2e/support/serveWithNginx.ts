import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  installed,
  missingCommands,
  nginxServers,
  nginxSnippet,
  nginxSnippetPath,
} from '../../support/nginxConfig';
import type { StaticServer } from './serveWithHeaders';

/** Debian's MIME types, which its nginx.conf includes around the site's server blocks (.config/hosting/nginx/site.conf). */
const mimeTypes = '/etc/nginx/mime.types';

const nginx = installed('nginx', '-v');

/** Why the site's nginx configuration cannot be served here, or null when it can. */
export const nginxMissing =
  missingCommands({ nginx }) ?? (existsSync(mimeTypes) ? null : `needs ${mimeTypes}`);

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** `text` with `pattern` replaced, or an error naming what site.conf no longer says. */
function replaced(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`.config/hosting/nginx/site.conf lacks ${pattern}`);
  return text.replace(pattern, replacement);
}

/**
 * Serves `root` with the site's nginx configuration (.config/hosting/nginx/) on the nginx installed here, inside an
 * http block like Debian's nginx.conf. What differs, so it runs on a local port without a
 * certificate: the `listen` line (plain HTTP), the certificate lines, the root, and the server
 * that redirects HTTP to HTTPS.
 */
export async function serveWithNginx(root: string): Promise<StaticServer> {
  if (nginxMissing) throw new Error(nginxMissing);
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-host-'));
  mkdirSync(dirname(join(prefix, nginxSnippetPath)), { recursive: true });
  writeFileSync(join(prefix, nginxSnippetPath), nginxSnippet);
  let servers = replaced(nginxServers, /listen 443 ssl http2;/, `listen 127.0.0.1:${port};`);
  servers = replaced(servers, /^ *ssl_certificate(_key)? .*\n/gm, '');
  servers = replaced(servers, /root \S+;/, `root ${root};`);
  servers = replaced(servers, /server \{\n {4}listen 80;[\s\S]*?\n\}/, '');
  const config = join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    `pid ${prefix}/nginx.pid;\nevents {}\nhttp {\n` +
      `include ${mimeTypes};\ndefault_type application/octet-stream;\naccess_log off;\n` +
      `${servers}\n}\n`,
  );
  const child = spawn(
    nginx!,
    ['-p', prefix, '-c', config, '-e', join(prefix, 'error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const url = `http://127.0.0.1:${port}`;
  // Up once it answers; an nginx that exits first says why.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    const answered = await fetch(`${url}/robots.txt`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    close: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
