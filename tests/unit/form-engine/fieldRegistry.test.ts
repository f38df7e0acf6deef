import { describe, expect, it } from 'vitest';
import { componentFor, fieldRegistry } from '../../../src/form-engine/fields/fieldRegistry';
import { fieldKinds, type FieldSpec } from '../../../src/form-engine/core/types';

describe('fieldRegistry', () => {
  it('has a component for every field kind, and nothing else', () => {
    expect(Object.keys(fieldRegistry).sort()).toEqual([...fieldKinds].sort());
    for (const kind of fieldKinds) expect(typeof fieldRegistry[kind]).toBe('function');
  });

  it('names the field and the known kinds when a kind has no component', () => {
    const field = { name: 'speed', kind: 'slider', label: 'Speed' } as unknown as FieldSpec;
    expect(() => componentFor(field)).toThrow(
      'Field "speed" has kind "slider", which has no component (known kinds: text, email, tel, date, textarea, number, select, radio, checkboxes, consent).',
    );
  });
});
