import { useLayoutEffect } from 'react';
import { endBoot } from './settleAddress';

/**
 * Ends the boot in the commit that puts the page on screen, so the loading view gives way to the
 * page with no frame of neither (src/app/settleAddress.ts); rendered beside the app by startApp.
 */
export function BootEnded() {
  useLayoutEffect(endBoot, []);
  return null;
}
