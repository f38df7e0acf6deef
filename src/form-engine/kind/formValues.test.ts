/**
 * `FormValues` follows from the kit: each field holds what its kit's kind submits, the engine's
 * kinds and a form's own alike. The assertions are types (`npm run typecheck` fails if one stops
 * holding); vitest runs the file too.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createFormKit, type FormValues } from 'stepform';
import { validateFormSpec } from 'stepform/checks';
import { allKinds, selectKinds, textKinds } from 'stepform/kinds';
import { datePicker } from '../test-kit/datePicker.tsx';
import { starRating } from '../test-kit/starRating.tsx';

const trip = {
  id: 'trip',
  title: 'Trip',
  steps: [
    {
      id: 'dates',
      title: 'Dates',
      fields: [
        { name: 'start', kind: 'date', label: 'Start', required: true },
        { name: 'end', kind: 'date', label: 'End', visibleWhen: { field: 'start', equals: 'x' } },
      ],
    },
  ],
} as const;

describe('FormValues', () => {
  it("holds the engine's date as text", () => {
    const kit = createFormKit({ kinds: textKinds });
    const form = kit.defineForm(trip);
    expectTypeOf<FormValues<typeof form>>().toEqualTypeOf<{ start: string } & { end?: string }>();
    expect(() => validateFormSpec(kit, form)).not.toThrow();
  });

  it('holds the value of a kind that replaces a built-in one (a date picker as `date`)', () => {
    const kit = createFormKit({ kinds: { ...textKinds, date: datePicker } });
    const form = kit.defineForm(trip);
    expectTypeOf<FormValues<typeof form>>().toEqualTypeOf<
      { start: Date | null } & { end?: Date | null }
    >();
    expect(() => validateFormSpec(kit, form)).not.toThrow();
  });

  it("holds a kind of one's own with settings, and the engine's kinds beside it", () => {
    const kit = createFormKit({ kinds: { ...allKinds, starRating } });
    const form = kit.defineForm({
      id: 'review',
      title: 'Review',
      steps: [
        {
          id: 'only',
          title: 'Only',
          fields: [
            { name: 'stars', kind: 'starRating', label: 'Stars', props: { max: 10 } },
            { name: 'age', kind: 'number', label: 'Age' },
            { name: 'size', kind: 'select', label: 'Size', options: ['S', 'M'] },
            {
              name: 'days',
              kind: 'checkboxes',
              label: 'Days',
              options: [{ value: 'mon', label: 'Mon' }],
            },
            { name: 'ok', kind: 'consent', label: 'OK' },
          ],
        },
      ],
    });
    type Values = FormValues<typeof form>;
    expectTypeOf<Values['stars']>().toEqualTypeOf<number | null>();
    expectTypeOf<Values['age']>().toEqualTypeOf<number | null>();
    expectTypeOf<Values['size']>().toEqualTypeOf<'' | 'S' | 'M'>();
    expectTypeOf<Values['days']>().toEqualTypeOf<'mon'[]>();
    expectTypeOf<Values['ok']>().toEqualTypeOf<boolean>();
    expect(() => validateFormSpec(kit, form)).not.toThrow();
  });

  it('narrows a choice kind to the options of each field', () => {
    const kit = createFormKit({ kinds: selectKinds });
    const form = kit.defineForm({
      id: 'shirt',
      title: 'Shirt',
      steps: [
        {
          id: 'only',
          title: 'Only',
          fields: [
            { name: 'size', kind: 'select', label: 'Size', options: ['S', 'M'] },
            {
              name: 'fit',
              kind: 'select',
              label: 'Fit',
              options: [{ value: 'slim', label: 'Slim' }],
            },
          ],
        },
      ],
    });
    expectTypeOf<FormValues<typeof form>['size']>().toEqualTypeOf<'' | 'S' | 'M'>();
    expectTypeOf<FormValues<typeof form>['fit']>().toEqualTypeOf<'' | 'slim'>();
    expect(() => validateFormSpec(kit, form)).not.toThrow();
  });
});
