/**
 * A persistence carries the code that keeps answers, so a form without one downloads none of it
 * (README "The wizard"): a store of your own is made a persistence by `answerPersistence`; a
 * plain object in its place is a type error, and refused at run time (plain JavaScript) naming
 * what to call instead.
 */
import { createElement } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  answerPersistence,
  compileForm,
  FormWizard,
  type AnswerPersistence,
  type AnswerStore,
  type FormWizardProps,
} from '../index.ts';
import { testKit } from '../test-kit/testKit.ts';

const form = compileForm(
  testKit,
  testKit.defineForm({
    id: 'kept',
    title: 'Kept',
    steps: [{ id: 'a', title: 'A', fields: [{ name: 'name', kind: 'text', label: 'Name' }] }],
  }),
);
type Props = FormWizardProps<typeof form.spec>;
const store: AnswerStore = { load: () => undefined, save: () => true, clear: () => {} };

describe('a persistence of your own', () => {
  it('is a store made a persistence by answerPersistence; a plain object is not one', () => {
    expectTypeOf(answerPersistence(store)).toEqualTypeOf<AnswerPersistence>();
    expectTypeOf({
      form,
      onSubmit: () => {},
      persistence: answerPersistence(store),
    }).toExtend<Props>();
    // @ts-expect-error a plain object brings no code to keep the answers: answerPersistence(…) does
    const plain: Props = { form, onSubmit: () => {}, persistence: store };
    expect(plain.persistence).toBe(store);
  });

  it('calls the store as the wizard needs it, so the store may change its methods later', () => {
    const mutable = { ...store, save: vi.fn(() => true) };
    const persistence = answerPersistence(mutable);
    const later = vi.fn(() => false);
    mutable.save = later;
    expect(persistence.save({ values: {}, step: 0, visited: [] })).toBe(false);
    expect(later).toHaveBeenCalledOnce();
  });

  it('is refused by the wizard when plain JavaScript passes a plain object, naming the fix', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        createElement(FormWizard, {
          form,
          onSubmit: () => {},
          persistence: store as AnswerPersistence,
        }),
      ),
    ).toThrow(
      /persistence must be made by sessionStoragePersistence\(key\) or answerPersistence\(\{ load, save, clear \}\) \(from stepform\)/,
    );
  });
});
