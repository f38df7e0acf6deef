/**
 * What the browser entry does with the address before anything loads (.config/hosting/README.md
 * "One file for every address"): the route table's spelling in the address bar, the shell's words
 * in the address's
 * language, and another page's HTML gone at once.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settleAddress } from '../../../src/app/settleAddress';
import { words as enShell } from '../../../src/content/en/shell';
import { words as esShell } from '../../../src/content/es/shell';

/** The document as a host sent it for `address`: head tags between markers and a root. */
function arrive(address: string, head: string, root: string) {
  window.history.replaceState(null, '', address);
  document.head.innerHTML = `<!--page-head-->${head}<!--/page-head-->`;
  document.body.innerHTML = root;
  return document.getElementById('root')!;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.lang = 'en';
});

describe('settleAddress', () => {
  it('keeps a page at its own address, spelt as the route table spells it, to hydrate', () => {
    const root = arrive(
      '/pro-dev-camp/index.html?a=1#faq',
      '<title>Pro Dev Camp</title>',
      '<div id="root" data-route="proDevCamp"><h1>Pro Dev Camp</h1></div>',
    );
    const { route, prerendered } = settleAddress(root);
    expect(route.id).toBe('proDevCamp');
    expect(prerendered).toBe(true);
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/pro-dev-camp?a=1#faq');
    expect(screen.getByRole('heading', { name: 'Pro Dev Camp' })).toBeInTheDocument();
    expect(document.title).toBe('Pro Dev Camp');
  });

  it("removes another page's HTML and head at once", () => {
    const root = arrive(
      '/es/registration',
      '<title>Home</title>',
      '<div id="root" data-route="home"><h1>Home</h1><a href="/#team">Coaches</a></div>',
    );
    const { route, prerendered } = settleAddress(root);
    expect(route.id).toBe('es-registration');
    expect(prerendered).toBe(false);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.title).toBe('');
    expect(document.documentElement.lang).toBe('es');
  });

  it("shows the shell's loading words in the address's language only", () => {
    const root = arrive(
      '/es/pro-dev-camp',
      '<title>Elevate Athletics</title>',
      `<div id="root"><div role="status"><p lang="en" hidden>${enShell.loading}</p><p lang="es" hidden>${esShell.loading}</p></div></div>`,
    );
    const { route, prerendered } = settleAddress(root);
    expect(route.id).toBe('es-proDevCamp');
    expect(prerendered).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent(esShell.loading);
    expect(screen.getByText(esShell.loading)).toBeVisible();
    expect(screen.getByText(enShell.loading)).not.toBeVisible();
    expect(document.documentElement.lang).toBe('es');
  });

  it('leaves an address in other letter case as it is: the not-found page', () => {
    const root = arrive('/REGISTRATION', '', '<div id="root" data-route="notFound"></div>');
    expect(settleAddress(root)).toMatchObject({ route: { id: 'notFound' }, prerendered: true });
    expect(location.pathname).toBe('/REGISTRATION');
  });
});
