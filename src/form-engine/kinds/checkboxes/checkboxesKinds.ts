import { checkboxesLogic } from '../builtInKinds.ts';
import type { CheckboxesFieldSpec } from '../../schema/types.ts';
import { CheckboxesField } from './CheckboxesField.tsx';
import type { ReactKind } from '../../field/reactKind.ts';

/** `checkboxes`: any number of options out of a list. Spread into `createFormKit({ kinds })`. */
export const checkboxesKinds = {
  checkboxes: { ...checkboxesLogic, component: CheckboxesField } as ReactKind<
    string[],
    CheckboxesFieldSpec
  >,
};
