import { textLogics } from '../builtInKinds.ts';
import type { TextareaFieldSpec, TextFieldSpec } from '../../schema/types.ts';
import type { ReactKind } from '../../field/reactKind.ts';
import { TextInputField } from './TextInputField.tsx';

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
