import { useLayoutEffect } from 'react';
import { endBoot } from './settleAddress';

/**
 * Ends the boot in the commit that puts the page on screen, so the loading view gives way to the
 * page with no frame of neither (src/app/settleAddress.ts); rendered beside the app by SiteApp,
 * on the server too, so the prerendered tree and the hydrated one have the same shape.
 */
export function BootEnded() {
  useLayoutEffect(endBoot, []);
  return null;
}
