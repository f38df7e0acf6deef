import { bootMarks } from './bootMarks';
import { removePrerenderedHead } from './removePrerenderedHead';

/**
 * Shows the error page in `language` in place of the loading view, when the HTML was not the
 * address's page (the shell, or another page's) and its scripts did not load, so there is no page
 * to keep on screen: the site's bar, what happened, Try again and Back to Home, from the
 * `<template>` the prerender writes into every HTML file (src/app/BootErrorPage.tsx). Plain DOM:
 * the boot guard runs it when the entry itself did not load (src/app/bootGuard.ts), the entry when
 * what it loads did not (src/main.tsx). Try again loads the page anew, since in this document a
 * script that failed stays failed.
 */
export function showBootError(language: string) {
  const template = document.getElementById(bootMarks.error);
  const root = document.getElementById('root');
  if (!(template instanceof HTMLTemplateElement) || !root) return;
  const content = template.content;
  const page = content.querySelector<HTMLElement>(`[${bootMarks.language}="${language}"]`);
  const bar = content.querySelector('header');
  if (!page || !bar) return;
  removePrerenderedHead();
  document.querySelector(`[${bootMarks.title}]`)?.remove();
  const title = document.createElement('title');
  title.textContent = page.dataset.title ?? '';
  const robots = Object.assign(document.createElement('meta'), {
    name: 'robots',
    content: 'noindex',
  });
  document.head.append(title, robots);
  document.documentElement.lang = language;
  root.replaceChildren(bar.cloneNode(true), page.cloneNode(true));
  delete root.dataset.route;
  document.getElementById(bootMarks.view)?.remove();
  document.documentElement.removeAttribute(bootMarks.state);
  root.querySelector('button')?.addEventListener('click', () => window.location.reload());
}
