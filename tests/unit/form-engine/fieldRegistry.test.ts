import { describe, expect, it } from 'vitest';
import { checkFieldComponents, componentFor } from '../../../src/form-engine/fields/fieldRegistry';
import {
  allFields,
  compileForm,
  defineForm,
  fieldKinds,
  type FormWizardProps,
  radioFields,
  textFields,
  type FieldSpec,
  type FormSpec,
} from 'stepform';

describe('the field components', () => {
  it('allFields has a component for every field kind, and nothing else', () => {
    expect(Object.keys(allFields).sort()).toEqual([...fieldKinds].sort());
    for (const kind of fieldKinds) expect(typeof allFields[kind]).toBe('function');
  });

  it("finds a field's component among the wizard's fields", () => {
    const field = { name: 'city', kind: 'text', label: 'City' } as FieldSpec;
    expect(componentFor(field, textFields)).toBe(textFields.text);
  });

  it('names the field and the kinds it has when a kind has no component', () => {
    const field = { name: 'speed', kind: 'slider', label: 'Speed' } as unknown as FieldSpec;
    expect(() => componentFor(field, allFields)).toThrow(
      'Field "speed" has kind "slider", which has no component (the wizard\'s fields have: text, email, tel, date, textarea, number, select, radio, checkboxes, consent).',
    );
    const radio = { name: 'size', kind: 'radio', label: 'Size', options: ['S'] } as FieldSpec;
    expect(() => componentFor(radio, textFields)).toThrow(
      'Field "size" has kind "radio", which has no component (the wizard\'s fields have: text, email, tel, date, textarea, number).',
    );
  });
});

describe('checkFieldComponents', () => {
  const spec = {
    id: 'shop',
    title: 'Shop',
    steps: [
      {
        id: 'order',
        title: 'Order',
        fields: [
          { name: 'email', kind: 'email', label: 'E-mail' },
          { name: 'size', kind: 'radio', label: 'Size', options: ['S', 'M'] },
        ],
      },
    ],
  } as FormSpec;

  it('passes when every field has a component', () => {
    expect(() => checkFieldComponents(spec, { ...textFields, ...radioFields })).not.toThrow();
  });

  it('names the step, the field and the export that holds its kind when one has none', () => {
    expect(() => checkFieldComponents(spec, textFields)).toThrow(
      'shop › step "order" › Field "size" has kind "radio", which has no component (the wizard\'s fields have: text, email, tel, date, textarea, number). Pass radioFields in <FormWizard fields>.',
    );
  });
});

describe("a wizard's fields, in the type checker", () => {
  const form = compileForm(
    defineForm({
      id: 'shop',
      title: 'Shop',
      steps: [
        {
          id: 'order',
          title: 'Order',
          fields: [
            { name: 'email', kind: 'email', label: 'E-mail' },
            { name: 'size', kind: 'radio', label: 'Size', options: ['S', 'M'] },
          ],
        },
      ],
    }),
  );
  type Props = FormWizardProps<typeof form.source>;

  it('must cover every kind of the schema', () => {
    const complete: Props['fields'] = { ...textFields, ...radioFields };
    // @ts-expect-error: the form has a radio, and no radio component is given
    const missing: Props['fields'] = textFields;
    expect(() => checkFieldComponents(form.spec, complete)).not.toThrow();
    expect(() => checkFieldComponents(form.spec, missing)).toThrow('Pass radioFields');
  });
});
