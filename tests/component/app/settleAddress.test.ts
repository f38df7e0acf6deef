/**
 * What the browser entry does with the address before anything loads (.config/hosting/README.md
 * "One file for every address"): the route table's spelling in the address bar, the loading view
 * in the address's language in place of HTML that is not its page, and another page's HTML gone at
 * once.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endBoot, settleAddress } from '../../../src/app/settleAddress';

/**
 * What the head held before the test: the styles emotion inserted for earlier test files of this
 * worker (they share one jsdom, vite.config.ts) stay, as emotion inserts its next styles beside
 * them.
 */
let headBefore: ChildNode[] = [];

/** The document as a host sent it for `address`: head tags between markers and a root. */
function arrive(address: string, head: string, root: string) {
  // Absolute: `//registration` alone would name a host.
  window.history.replaceState(null, '', `${location.origin}${address}`);
  headBefore = [...document.head.childNodes];
  document.head.insertAdjacentHTML('beforeend', `<!--page-head-->${head}<!--/page-head-->`);
  document.body.innerHTML = root;
  return document.getElementById('root')!;
}

afterEach(() => {
  document.head.replaceChildren(...headBefore);
  document.body.innerHTML = '';
  document.documentElement.lang = 'en';
  document.documentElement.removeAttribute('data-boot');
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

  it("shows the loading view in the address's language in place of the shell", () => {
    const root = arrive(
      '/es/pro-dev-camp',
      '<title>Elevate Athletics</title>',
      '<div id="root"></div>',
    );
    const { route, prerendered } = settleAddress(root);
    expect(route.id).toBe('es-proDevCamp');
    expect(prerendered).toBe(false);
    // The page's CSS (src/app/bootStyles.ts) shows the loading view, in the language of <html lang>.
    expect(document.documentElement).toHaveAttribute('data-boot', 'elsewhere');
    expect(document.documentElement.lang).toBe('es');
    endBoot();
    expect(document.documentElement).not.toHaveAttribute('data-boot');
  });

  it('reads a doubled slash as one, as hosts serve it: the page, spelt as the table spells it', () => {
    const root = arrive(
      '//registration?step=2',
      '<title>Athlete Registration</title>',
      '<div id="root" data-route="registration"><h1>Athlete Registration</h1></div>',
    );
    expect(settleAddress(root)).toMatchObject({ route: { id: 'registration' }, prerendered: true });
    expect(`${location.pathname}${location.search}`).toBe('/registration?step=2');
    expect(document.documentElement).not.toHaveAttribute('data-boot');
  });

  it('leaves an address in other letter case as it is: the not-found page', () => {
    const root = arrive('/REGISTRATION', '', '<div id="root" data-route="notFound"></div>');
    expect(settleAddress(root)).toMatchObject({ route: { id: 'notFound' }, prerendered: true });
    expect(location.pathname).toBe('/REGISTRATION');
  });
});
