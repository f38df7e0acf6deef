/**
 * The names the boot guard (an inline script, src/app/bootGuard.ts), the prerender and the entry
 * share to hand the page from one to the next (src/app/README.md "Addresses another page's HTML
 * answers"). One module, so no name is spelt twice.
 */
export const bootMarks = {
  /** The JSON data block with the address table (src/app/addressRoute.ts) and the HTML's route. */
  data: 'boot-data',
  /** The loading view: the site's bar and "Loading the page…" in each language. */
  view: 'boot',
  /** The error page in each language, a `<template>` the guard or the entry shows if scripts fail. */
  error: 'boot-error',
  /**
   * On `<html>`: `elsewhere` while the HTML is not the address's page, so the loading view shows
   * in its place (src/app/bootStyles.ts); `shell` in the shell as written, for a reader without
   * JavaScript.
   */
  state: 'data-boot',
  /** On `<html>`: the entry has run and answers for what fails from now on. */
  entry: 'data-entry',
  /** On the title the guard writes in place of another page's. */
  title: 'data-boot-title',
  /** On each language's block of the loading view and of the error page. */
  language: 'data-boot-language',
} as const;
