import { consentLogic } from '../core/builtInKinds';
import type { ConsentFieldSpec } from '../core/types';
import { ConsentField } from './ConsentField';
import type { ReactKind } from './kindDefinition';

/** `consent`: one agreement, ticked or not. Spread into `createFormKit({ kinds })`. */
export const consentKinds = {
  consent: { ...consentLogic, component: ConsentField } as ReactKind<boolean, ConsentFieldSpec>,
};
