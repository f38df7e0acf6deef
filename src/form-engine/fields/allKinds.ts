import { checkboxesKinds } from './checkboxesKinds';
import { consentKinds } from './consentKinds';
import { numberKinds } from './numberKinds';
import { radioKinds } from './radioKinds';
import { selectKinds } from './selectKinds';
import { textKinds } from './textKinds';

/**
 * Every one of the engine's kinds, for quick starts and tests. A site's bundle carries every
 * component a kit holds, so a kit for production takes only the groups its forms use.
 */
export const allKinds = {
  ...textKinds,
  ...numberKinds,
  ...selectKinds,
  ...radioKinds,
  ...checkboxesKinds,
  ...consentKinds,
};
