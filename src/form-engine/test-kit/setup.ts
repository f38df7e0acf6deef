import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetEmotionStyles } from './forgetEmotionStyles';

/**
 * What every test of a wizard in jsdom needs: the DOM matchers, a clean page after each test (its
 * document, the styles MUI wrote into it, its storage and its address: the files of a worker
 * share one jsdom, see vitest.config.ts), and the browser methods jsdom lacks. The site's tests
 * set this up too (tests/setup.ts).
 */
afterEach(() => {
  cleanup();
  forgetEmotionStyles();
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

// A step that shows after a submit or a check settles can take seconds on a busy two-core machine
// running a test file per core: findBy… and waitFor wait for it up to 10 s (Playwright's expect
// does too, tests/e2e/playwright.config.ts), not Testing Library's default 1 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not lay out, so it has no scrolling; the wizard scrolls its top into view on a step change.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// jsdom has <dialog> but not its modal methods; the leave guard opens a native modal dialog.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};

// jsdom does not scroll; a router's scroll restoration calls window.scrollTo on navigation.
window.scrollTo = () => {};
