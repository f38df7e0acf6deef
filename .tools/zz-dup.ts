import { chromium } from '@playwright/test';
import { resolveChromiumPath, chromiumArgs } from './lib/chromium.ts';
import { serveDist } from './lib/serve-dist.ts';
const site = await serveDist({ root: process.argv[2]!, headersFile: 'public/_headers', gzip: true });
const browser = await chromium.launch({ executablePath: await resolveChromiumPath(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 375, height: 667 } });
await page.goto(site.url + '/registration', { waitUntil: 'networkidle' });
await page.getByRole('button', { name: 'Next' }).click({ force: true });
await page.waitForTimeout(500);
console.log(await page.evaluate(() => {
  const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
  const dup = ids.filter((id, i) => ids.indexOf(id) !== i);
  const forms = document.querySelectorAll("form").length; const sel = document.querySelector('select[name="gender"]')!;
  const btn = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Next')!;
  const hint = btn.getAttribute('aria-describedby');
  return { forms, dup: dup.slice(0, 10), selId: sel.id, selCount: document.querySelectorAll(`[id="${sel.id}"]`).length, hint, hintEls: [...document.querySelectorAll(`[id="${hint}"]`)].map((e) => e.outerHTML.slice(0, 150)) };
}));
await browser.close(); await site.close();
