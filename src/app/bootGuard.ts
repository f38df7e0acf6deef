import { addressRoute, type AddressTable } from './addressRoute';
import { bootMarks } from './bootMarks';
import { reloadOnce } from './reloadOnce';
import { showBootError } from './showBootError';
import { showBootFailure } from './showBootFailure';

/** The boot data the prerender writes before the guard: the address table and the HTML's route. */
export interface BootData extends AddressTable {
  /** The route this HTML was rendered for; none for the neutral shell. */
  route?: string;
  /** The title shown in place of another page's until the address's page renders. */
  name: string;
}

/**
 * The one inline script of every HTML file, run in the head before any of the page is parsed
 * (src/app/README.md "Addresses another page's HTML answers"); the prerender bundles it and the
 * Content-Security-Policy allows it by its hash. It does what no other script can, because the
 * entry may arrive late or never:
 *
 * - HTML that is not the address's page (a host that answers every address with `index.html`,
 *   the home page, or with the shell) never shows: it marks `<html>` so the page's own CSS shows
 *   the loading view in the address's language instead (src/app/bootStyles.ts), and gives the tab
 *   a neutral title, from the first paint on. The entry then renders the address's page.
 * - If the entry does not load or does not run (a half-finished upload, a host or cache that
 *   answers `/assets/…` with HTML or an error), the page is loaded anew once; after that, on the
 *   address's own page its bar says the page did not finish loading, elsewhere the error page
 *   shows, with Try again, in the address's language.
 */
export function bootGuard() {
  const data = document.getElementById(bootMarks.data)?.textContent;
  if (!data) return;
  const { route, name, ...table } = JSON.parse(data) as BootData;
  const address = addressRoute(window.location.pathname, table);
  const html = document.documentElement;
  html.lang = address.language;
  const elsewhere = address.id !== route;
  if (elsewhere) {
    html.setAttribute(bootMarks.state, 'elsewhere');
    // The first title of the document is its title: this one, written before the HTML's own.
    const title = document.createElement('title');
    title.setAttribute(bootMarks.title, '');
    title.textContent = name;
    document.head.append(title);
  }
  // The entry is the HTML's one module script; its `load` fires once it has run, its `error`
  // when it or a file it imports did not arrive. Run but not started (it threw, or was cut
  // short and did not parse) is a failure too.
  const onEntry = (event: Event) => {
    const script = event.target;
    if (!(script instanceof HTMLScriptElement) || script.type !== 'module') return;
    window.removeEventListener('load', onEntry, true);
    window.removeEventListener('error', onEntry, true);
    if (event.type === 'load' && html.hasAttribute(bootMarks.entry)) return;
    void reloadOnce().then((reloads) => {
      if (reloads) return;
      if (elsewhere) showBootError(address.language);
      else showBootFailure();
    });
  };
  window.addEventListener('load', onEntry, true);
  window.addEventListener('error', onEntry, true);
}
