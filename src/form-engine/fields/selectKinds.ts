import { selectLogic } from '../core/builtInKinds';
import type { SelectFieldSpec } from '../core/types';
import type { ReactKind } from './kindDefinition';
import { SelectField } from './SelectField';

/** `select`: one option out of a list, in a native select. Spread into `createFormKit({ kinds })`. */
export const selectKinds = {
  select: { ...selectLogic, component: SelectField } as ReactKind<string, SelectFieldSpec>,
};
