/**
 * The schema mistakes that are type errors (src/form-engine/README.md "Where a mistake fails"): each
 * `@ts-expect-error` below fails `npm run typecheck` if the mistake ever stops being one.
 * The runtime assertions check that the meta-check catches the same mistakes in untyped schemas.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createFormKit, type FormValues } from '../index.ts';
import { validateFormSpec as validateWithKit } from '../checks.ts';
import { allKinds, textKinds } from '../kinds.ts';
import { stars } from '../test-kit/stars.tsx';
import { testKit } from '../test-kit/testKit.ts';

/** The engine's kinds, as a kit of a plain form. */
const defineForm = testKit.defineForm;
/** The meta-check against the kit of the plain forms. */
const validateFormSpec = (raw: unknown) => validateWithKit(testKit, raw);

/** A one-step form around `field`, as a schema file would declare it. */
const formWith = <const Field>(field: Field) => ({
  id: 'types',
  title: 'Types',
  steps: [{ id: 'only', title: 'Only', fields: [field] }],
});

describe('schema mistakes that fail type-checking', () => {
  it('an unknown kind', () => {
    const spec = formWith({ name: 'age', kind: 'slider', label: 'Age' });
    // @ts-expect-error: 'slider' is not a kind
    expect(() => validateFormSpec(defineForm(spec))).toThrow('unknown kind "slider"');
  });

  it('a select without options', () => {
    const spec = formWith({ name: 'size', kind: 'select', label: 'Size' });
    // @ts-expect-error: a select needs options
    expect(() => validateFormSpec(defineForm(spec))).toThrow('a select needs a list of options');
  });

  it('a select with an empty list of options', () => {
    expect(() =>
      defineForm({
        id: 'types',
        title: 'Types',
        steps: [
          {
            id: 'only',
            title: 'Only',
            // @ts-expect-error: options must hold at least one option
            fields: [{ name: 'size', kind: 'select', label: 'Size', options: [] }],
          },
        ],
      }),
    ).not.toThrow();
    const spec = formWith({ name: 'size', kind: 'select', label: 'Size', options: [] });
    // @ts-expect-error: options must hold at least one option
    expect(() => validateFormSpec(defineForm(spec))).toThrow('a select needs at least one option');
  });

  it('checkboxes with an empty list of options', () => {
    const spec = formWith({ name: 'days', kind: 'checkboxes', label: 'Days', options: [] });
    // @ts-expect-error: options must hold at least one option
    expect(() => validateFormSpec(defineForm(spec))).toThrow('at least one option');
  });

  it('options on a text field', () => {
    const spec = formWith({
      name: 'nickname',
      kind: 'text',
      label: 'Nickname',
      options: [{ value: 'a', label: 'A' }],
    });
    // @ts-expect-error: a text field has no options
    expect(() => validateFormSpec(defineForm(spec))).toThrow('unknown property "options"');
  });

  it('a radio with an empty list of options', () => {
    const spec = formWith({ name: 'size', kind: 'radio', label: 'Size', options: [] });
    // @ts-expect-error: options must hold at least one option
    expect(() => validateFormSpec(defineForm(spec))).toThrow(
      'a radio field needs at least one option',
    );
  });

  it('a radio without options', () => {
    const spec = formWith({ name: 'size', kind: 'radio', label: 'Size' });
    // @ts-expect-error: a radio needs options
    expect(() => validateFormSpec(defineForm(spec))).toThrow(
      'a radio field needs a list of options',
    );
  });

  it('options on a number field', () => {
    const spec = formWith({ name: 'age', kind: 'number', label: 'Age', options: ['1', '2'] });
    // @ts-expect-error: a number field has no options
    expect(() => validateFormSpec(defineForm(spec))).toThrow('unknown property "options"');
  });
});

describe('number and radio values', () => {
  const form = defineForm({
    id: 'kinds',
    title: 'Kinds',
    steps: [
      {
        id: 'only',
        title: 'Only',
        fields: [
          { name: 'age', kind: 'number', label: 'Age', required: true },
          { name: 'size', kind: 'radio', label: 'Size', options: ['S', 'M', 'L'] },
          {
            name: 'fit',
            kind: 'radio',
            label: 'Fit',
            options: [
              { value: 'slim', label: 'Slim' },
              { value: 'loose', label: 'Loose' },
            ],
          },
          { name: 'tags', kind: 'checkboxes', label: 'Tags', options: ['new', 'old'] },
          {
            name: 'why',
            kind: 'text',
            label: 'Why?',
            visibleWhen: { field: 'size', oneOf: ['S', 'M'] },
          },
        ],
      },
    ],
  });

  it('are inferred: a number (or null), and the option strings', () => {
    expectTypeOf<FormValues<typeof form>>().toEqualTypeOf<
      {
        age: number | null;
        size: '' | 'S' | 'M' | 'L';
        fit: '' | 'slim' | 'loose';
        tags: ('new' | 'old')[];
      } & {
        why?: string;
      }
    >();
    expect(() => validateFormSpec(form)).not.toThrow();
  });
});

describe('conditions that fail type-checking', () => {
  const sport = {
    name: 'sport',
    kind: 'select',
    label: 'Sport',
    options: [
      { value: 'golf', label: 'Golf' },
      { value: 'other', label: 'Other' },
    ],
  } as const;

  it('accept a field of the same or an earlier step', () => {
    const form = defineForm({
      id: 'types',
      title: 'Types',
      steps: [
        { id: 'one', title: 'One', fields: [sport] },
        {
          id: 'two',
          title: 'Two',
          fields: [
            {
              name: 'which',
              kind: 'text',
              label: 'Which?',
              visibleWhen: { field: 'sport', equals: 'other' },
            },
            {
              name: 'why',
              kind: 'text',
              label: 'Why?',
              visibleWhen: { field: 'which', equals: 'x' },
            },
          ],
        },
      ],
    });
    expect(() => validateFormSpec(form)).not.toThrow();
  });

  it('a condition naming a field that does not exist', () => {
    const build = () =>
      defineForm({
        id: 'types',
        title: 'Types',
        steps: [
          {
            id: 'one',
            title: 'One',
            fields: [
              sport,
              {
                name: 'which',
                kind: 'text',
                label: 'Which?',
                // @ts-expect-error: no field is named 'sports'
                visibleWhen: { field: 'sports', equals: 'other' },
              },
            ],
          },
        ],
      });
    expect(() => validateFormSpec(build())).toThrow(
      'types › step "one" › field "which": "visibleWhen" names "sports", which is not a field of this form',
    );
  });

  it('a condition naming a field of a later step', () => {
    const build = () =>
      defineForm({
        id: 'types',
        title: 'Types',
        steps: [
          {
            id: 'one',
            title: 'One',
            fields: [
              {
                name: 'which',
                kind: 'text',
                label: 'Which?',
                // @ts-expect-error: 'sport' is on a later step
                visibleWhen: { field: 'sport', equals: 'other' },
              },
            ],
          },
          { id: 'two', title: 'Two', fields: [sport] },
        ],
      });
    expect(() => validateFormSpec(build())).toThrow(
      'types › step "one" › field "which": "visibleWhen" names "sport", which comes after it (step "two"); a condition may name only a field above it, on the same or an earlier step',
    );
  });

  it('a condition naming its own field', () => {
    const build = () =>
      defineForm({
        id: 'types',
        title: 'Types',
        steps: [
          {
            id: 'one',
            title: 'One',
            fields: [
              {
                name: 'which',
                kind: 'text',
                label: 'Which?',
                // @ts-expect-error: a field cannot depend on itself
                visibleWhen: { field: 'which', equals: 'other' },
              },
            ],
          },
        ],
      });
    expect(() => validateFormSpec(build())).toThrow(
      'types › step "one" › field "which": "visibleWhen" names the field itself',
    );
  });
});

describe('checks that fail type-checking', () => {
  it('a check naming a rule nobody registered', () => {
    const build = () =>
      defineForm({
        id: 'types',
        title: 'Types',
        steps: [
          {
            id: 'one',
            title: 'One',
            fields: [
              {
                name: 'zip',
                kind: 'text',
                label: 'ZIP',
                // @ts-expect-error: 'zipCode' is not a built-in or registered rule
                checks: [{ rule: 'zipCode', message: 'Check the ZIP code' }],
              },
            ],
          },
        ],
      });
    expect(() => validateFormSpec(build())).toThrow(
      'types › step "one" › field "zip": the check rule "zipCode" is not registered (known rules: pattern, minLength, maxLength, min, max)',
    );
  });

  it('a registered rule is accepted by its kit', () => {
    const kit = createFormKit({
      kinds: textKinds,
      rules: { even: (value: unknown) => Number(value) % 2 === 0 },
    });
    const form = kit.defineForm({
      id: 'types',
      title: 'Types',
      steps: [
        {
          id: 'one',
          title: 'One',
          fields: [
            {
              name: 'count',
              kind: 'text',
              label: 'Count',
              checks: [
                { rule: 'even', message: 'An even number, please' },
                { rule: 'maxLength', args: 3, message: 'At most 3 digits' },
              ],
            },
          ],
        },
      ],
    });
    expect(() => validateWithKit(kit, form)).not.toThrow();
    // The kit's rule is known to its own kit only.
    expect(() => validateFormSpec(form)).toThrow('the check rule "even" is not registered');
    // The rules travel beside the schema, not in it: the schema stays JSON.
    expect(JSON.parse(JSON.stringify(form))).toEqual(form);
  });
});

describe('custom kinds', () => {
  /** A kind of the form's own (the test kit's stars), registered as `starRating`. */
  const kit = createFormKit({ kinds: { ...allKinds, starRating: stars } });

  it('a kind its kit registered is accepted', () => {
    const form = kit.defineForm(
      formWith({ name: 'stars', kind: 'starRating', label: 'Stars', props: { max: 5 } }),
    );
    expect(() => validateWithKit(kit, form)).not.toThrow();
  });

  it("carries the kind's value type into the form's values, with no second type argument", () => {
    const form = kit.defineForm({
      id: 'rated',
      title: 'Rated',
      steps: [
        {
          id: 'only',
          title: 'Only',
          fields: [
            { name: 'nickname', kind: 'text', label: 'Nickname' },
            { name: 'stars', kind: 'starRating', label: 'Stars', required: true },
            {
              name: 'why',
              kind: 'starRating',
              label: 'Why?',
              visibleWhen: { field: 'nickname', equals: 'x' },
            },
          ],
        },
      ],
    });
    expectTypeOf<FormValues<typeof form>>().toEqualTypeOf<
      { nickname: string; stars: number | null } & { why?: number | null }
    >();
    expect(() => validateWithKit(kit, form)).not.toThrow();
  });

  it('a kind nobody registered', () => {
    const build = () =>
      kit.defineForm({
        id: 'types',
        title: 'Types',
        steps: [
          {
            id: 'only',
            title: 'Only',
            // @ts-expect-error: no kit registered 'slider'
            fields: [{ name: 'speed', kind: 'slider', label: 'Speed' }],
          },
        ],
      });
    expect(() => validateWithKit(kit, build())).toThrow(
      'types › step "only" › field "speed": unknown kind "slider" (known kinds: date, email, tel, text, textarea, number, select, radio, checkboxes, consent, group, starRating)',
    );
  });

  it('a registered kind used with a kit that does not hold it', () => {
    const spec = formWith({ name: 'stars', kind: 'starRating', label: 'Stars' });
    // @ts-expect-error: the plain forms' kit holds only the engine's kinds
    expect(() => validateFormSpec(defineForm(spec))).toThrow('unknown kind "starRating"');
  });

  it("a built-in kind the form's kit leaves out", () => {
    const textOnly = createFormKit({ kinds: textKinds });
    const build = () =>
      textOnly.defineForm({
        id: 'shop',
        title: 'Shop',
        steps: [
          {
            id: 'order',
            title: 'Order',
            fields: [
              { name: 'email', kind: 'email', label: 'E-mail' },
              // @ts-expect-error: the kit has no radio
              { name: 'size', kind: 'radio', label: 'Size', options: ['S', 'M'] },
            ],
          },
        ],
      });
    expect(() => validateWithKit(textOnly, build())).toThrow(
      'shop › step "order" › field "size": the kind "radio" is not in the form\'s kit (its kinds: date, email, tel, text, textarea); add it to createFormKit({ kinds })',
    );
  });
});
