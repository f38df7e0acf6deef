import { consentLogic } from '../builtInKinds.ts';
import type { ConsentFieldSpec } from '../../schema/types.ts';
import { ConsentField } from './ConsentField.tsx';
import type { ReactKind } from '../../field/reactKind.ts';

/** `consent`: one agreement, ticked or not. Spread into `createFormKit({ kinds })`. */
export const consentKinds = {
  consent: { ...consentLogic, component: ConsentField } as ReactKind<boolean, ConsentFieldSpec>,
};
