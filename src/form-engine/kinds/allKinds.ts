import { checkboxesKinds } from './checkboxes/checkboxesKinds.ts';
import { consentKinds } from './consent/consentKinds.ts';
import { groupKinds } from './group/groupKinds.ts';
import { numberKinds } from './number/numberKinds.ts';
import { radioKinds } from './radio/radioKinds.ts';
import { selectKinds } from './select/selectKinds.ts';
import * as textKinds from './text/textKinds.ts';

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
  ...groupKinds,
};
