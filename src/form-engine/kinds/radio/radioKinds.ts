import { radioLogic } from '../builtInKinds.ts';
import type { RadioFieldSpec } from '../../schema/types.ts';
import type { ReactKind } from '../../field/reactKind.ts';
import { RadioField } from './RadioField.tsx';

/** `radio`: one option out of a short list, as radio buttons. Spread into `createFormKit({ kinds })`. */
export const radioKinds = {
  radio: { ...radioLogic, component: RadioField } as ReactKind<string, RadioFieldSpec>,
};
