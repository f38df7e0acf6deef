import { describe, expect, it } from 'vitest';
import { componentFor } from '../../../src/form-engine/fields/fieldRegistry';
import { allFields, fieldKinds, textFields, type FieldSpec } from '../../../src/form-engine';

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
