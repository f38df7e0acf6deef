import { numberLogic, textLogics } from '../core/builtInKinds';
import type { NumberFieldSpec, TextareaFieldSpec, TextFieldSpec } from '../core/types';
import type { ReactKind } from './kindDefinition';
import { TextInputField } from './TextInputField';

const component = TextInputField as ReactKind<never>['component'];

/**
 * The text-like kinds and `number`, each one outlined native input: `text`, `email`, `tel`,
 * `date` (the input's type), `textarea` and `number`. Spread into `createFormKit({ kinds })`.
 */
export const textKinds = {
  text: { ...textLogics.text, component } as ReactKind<string, TextFieldSpec>,
  email: { ...textLogics.email, component } as ReactKind<string, TextFieldSpec>,
  tel: { ...textLogics.tel, component } as ReactKind<string, TextFieldSpec>,
  date: { ...textLogics.date, component } as ReactKind<string, TextFieldSpec>,
  textarea: { ...textLogics.textarea, component } as ReactKind<string, TextareaFieldSpec>,
  number: { ...numberLogic, component } as ReactKind<string | number | null, NumberFieldSpec>,
};
