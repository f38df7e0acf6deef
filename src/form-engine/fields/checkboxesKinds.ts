import { checkboxesLogic } from '../core/builtInKinds';
import type { CheckboxesFieldSpec } from '../core/types';
import { CheckboxesField } from './CheckboxesField';
import type { ReactKind } from './kindDefinition';

/** `checkboxes`: any number of options out of a list. Spread into `createFormKit({ kinds })`. */
export const checkboxesKinds = {
  checkboxes: { ...checkboxesLogic, component: CheckboxesField } as ReactKind<
    string[],
    CheckboxesFieldSpec
  >,
};
