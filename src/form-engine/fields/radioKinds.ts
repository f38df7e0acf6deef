import { radioLogic } from '../core/builtInKinds';
import type { RadioFieldSpec } from '../core/types';
import type { ReactKind } from './kindDefinition';
import { RadioField } from './RadioField';

/** `radio`: one option out of a short list, as radio buttons. Spread into `createFormKit({ kinds })`. */
export const radioKinds = {
  radio: { ...radioLogic, component: RadioField } as ReactKind<string, RadioFieldSpec>,
};
