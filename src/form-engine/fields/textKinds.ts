import { textLogics } from '../core/builtInKinds';
import type { TextareaFieldSpec, TextFieldSpec } from '../core/types';
import type { ReactKind } from './kindDefinition';
import { TextInputField } from './TextInputField';

const component = TextInputField as ReactKind<never>['component'];

/**
 * The text-like kinds, each one outlined native input: `text`, `email`, `tel`, `date` (the
 * input's type) and `textarea`. Spread into `createFormKit({ kinds })`.
 */
export const textKinds = {
  text: { ...textLogics.text, component } as ReactKind<string, TextFieldSpec>,
  email: { ...textLogics.email, component } as ReactKind<string, TextFieldSpec>,
  tel: { ...textLogics.tel, component } as ReactKind<string, TextFieldSpec>,
  date: { ...textLogics.date, component } as ReactKind<string, TextFieldSpec>,
  textarea: { ...textLogics.textarea, component } as ReactKind<string, TextareaFieldSpec>,
};
