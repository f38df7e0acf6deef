/**
 * A project lists its forms, each with its own kit and catalogs, and checks them in one loop:
 * `checkForm` takes an entry of that list (a union of different forms' entries) as it is.
 */
import { describe, expect, it } from 'vitest';
import { createFormKit } from '../kind/createFormKit.ts';
import * as textKinds from '../kinds/text/textKinds.ts';
import { selectKinds } from '../kinds/select/selectKinds.ts';
import { checkForm, type FormEntry } from './checkForm.ts';
import { FormSpecError } from './FormSpecError.ts';

const textKit = createFormKit({ kinds: textKinds });
const choiceKit = createFormKit({ kinds: { ...textKinds, ...selectKinds } });

const signup = textKit.defineForm({
  id: 'signup',
  title: 'Sign up',
  steps: [{ id: 'you', title: 'You', fields: [{ name: 'email', kind: 'email', label: 'E-mail' }] }],
});
const order = choiceKit.defineForm({
  id: 'order',
  title: 'Order',
  steps: [
    {
      id: 'size',
      title: 'Size',
      fields: [{ name: 'size', kind: 'select', label: 'Size', options: ['S', 'M'] }],
    },
  ],
});

const forms = [
  {
    kit: textKit,
    form: signup,
    translations: {
      fr: {
        title: "S'inscrire",
        steps: { you: { title: 'Vous' } },
        fields: { email: { label: 'Courriel' } },
      },
    },
  } as const satisfies FormEntry<typeof signup>,
  { kit: choiceKit, form: order, translations: {} } as const satisfies FormEntry<typeof order>,
] as const;

describe('checkForm over a list of forms', () => {
  it('takes each entry of a list of two different forms, and names a missing catalog', () => {
    const problems = forms.flatMap((entry) => {
      try {
        checkForm(entry, { catalogs: ['fr'] });
        return [];
      } catch (error) {
        return error instanceof FormSpecError ? [...error.problems] : [String(error)];
      }
    });
    expect(problems).toEqual(['order: no fr catalog']);
  });
});
