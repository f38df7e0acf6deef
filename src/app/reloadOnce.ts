/** The address the page was last loaded anew for, after a file failed to load there. */
const reloadedFor = 'reloaded-after-failed-load';

function stored(): string | null {
  try {
    return sessionStorage.getItem(reloadedFor);
  } catch {
    return null;
  }
}

/**
 * After a file the page needs failed to load: loads the page anew, once per address, if the
 * site answers. Nothing else can try again: Chromium keeps a script that failed in the
 * document's module map, so importing it again makes no request; and after a deploy the file is
 * gone for good, while a new load brings the new version (the answers of the registration come
 * back from sessionStorage). Resolves `false` when it does not reload, because this address was
 * loaded anew once already or the site does not answer (offline): the page then says what failed,
 * with Try again (src/app/README.md "Errors").
 */
export async function reloadOnce(): Promise<boolean> {
  const address = window.location.href;
  if (stored() === address) return false;
  try {
    await fetch(address, { method: 'HEAD', cache: 'no-store' });
  } catch {
    return false;
  }
  try {
    sessionStorage.setItem(reloadedFor, address);
  } catch {
    // Without storage a second failure would reload again, and again: say what failed instead.
    return false;
  }
  window.location.reload();
  return true;
}

/** The page has loaded: a later failure may load it anew once more. */
export function forgetReload() {
  try {
    sessionStorage.removeItem(reloadedFor);
  } catch {
    // Nothing was stored.
  }
}
