import { selectLogic } from '../builtInKinds.ts';
import type { SelectFieldSpec } from '../../schema/types.ts';
import type { ReactKind } from '../../field/reactKind.ts';
import { SelectField } from './SelectField.tsx';

/** `select`: one option out of a list, in a native select. Spread into `createFormKit({ kinds })`. */
export const selectKinds = {
  select: { ...selectLogic, component: SelectField } as ReactKind<string, SelectFieldSpec>,
};
