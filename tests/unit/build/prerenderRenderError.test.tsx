/**
 * `npm run build` must fail when a page throws while rendering on the server, with the page's
 * error, instead of prerendering the page with a gap React would fill in the browser
 * (src/app/README.md "Prerendered pages"). React's server renderer does not throw there: it leaves
 * the failing part
 * to the client, and `render` in src/entry-server.tsx finds that and renders again to read the
 * error. Here the success page's panel throws; any component of any page fails the build the same
 * way.
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../../src/sections/success/SuccessPanel', () => ({
  SuccessPanel: () => {
    throw new Error('Simulated failure while rendering');
  },
}));

describe('prerendering a page that throws while rendering', () => {
  it('throws, naming the page and the error', async () => {
    const { render } = await import('../../../src/entry-server');
    await expect(render('/success')).rejects.toThrow(
      /\/success threw while rendering: Simulated failure while rendering/,
    );
  });

  it('still renders the pages that do not throw', async () => {
    const { render } = await import('../../../src/entry-server');
    expect((await render('/')).status).toBe(200);
  });
});
