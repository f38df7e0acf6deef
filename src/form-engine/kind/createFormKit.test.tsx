/**
 * A form's kinds come from its kit, components included (the wizard's `fields` prop is gone):
 * the engine's kinds are complete definitions in groups to spread into a kit, the wizard draws
 * every field with its kit kind's component, given the field contract, and a kind the kit lacks
 * is a type error and fails the meta-check, naming step, field and kind.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  compileForm,
  createFormKit,
  FormSpecError,
  FormWizard,
  type FieldProps,
  type FormSpec,
} from '../index.ts';
import {
  allKinds,
  checkboxesKinds,
  consentKinds,
  groupKinds,
  numberKinds,
  radioKinds,
  selectKinds,
  textKinds,
} from '../kinds.ts';
import { stars } from '../test-kit/stars.tsx';
import { testKit } from '../test-kit/testKit.ts';

describe("the engine's kinds", () => {
  it('come in groups, and allKinds holds every one of them and nothing else', () => {
    expect(Object.keys(textKinds)).toEqual(['date', 'email', 'tel', 'text', 'textarea']);
    expect(Object.keys(numberKinds)).toEqual(['number']);
    expect(Object.keys(selectKinds)).toEqual(['select']);
    expect(Object.keys(radioKinds)).toEqual(['radio']);
    expect(Object.keys(checkboxesKinds)).toEqual(['checkboxes']);
    expect(Object.keys(consentKinds)).toEqual(['consent']);
    expect(Object.keys(groupKinds)).toEqual(['group']);
    expect(allKinds).toEqual({
      ...textKinds,
      ...numberKinds,
      ...selectKinds,
      ...radioKinds,
      ...checkboxesKinds,
      ...consentKinds,
      ...groupKinds,
    });
  });

  it('are each a complete definition: a component, an empty value, a schema and a sample', () => {
    for (const [name, kind] of Object.entries(allKinds)) {
      expect(typeof kind.component, name).toBe('function');
      expect(kind.empty, name).not.toBeUndefined();
      expect(typeof kind.schema, name).toBe('function');
      expect(typeof kind.sample, name).toBe('function');
    }
  });
});

/** Shows what it was given: the field contract every kind's component receives. */
function ContractProbe({ field, id, value }: FieldProps) {
  return (
    <output id={id} data-testid={`probe-${field.name}`}>
      {`${field.label}: ${JSON.stringify(value.initial)}`}
    </output>
  );
}

/** Stars as buttons; the answer is a number of stars, or null. */
describe("a form's kit", () => {
  const kit = createFormKit({
    kinds: { ...allKinds, text: { ...allKinds.text, component: ContractProbe }, stars },
  });
  const form = compileForm(
    kit,
    kit.defineForm({
      id: 'shop',
      title: 'Shop',
      steps: [
        {
          id: 'order',
          title: 'Order',
          fields: [
            { name: 'city', kind: 'text', label: 'City' },
            { name: 'email', kind: 'email', label: 'E-mail' },
            { name: 'rating', kind: 'stars', label: 'Rating', required: true },
          ],
        },
        { id: 'end', title: 'End', fields: [{ name: 'ok', kind: 'consent', label: 'OK' }] },
      ],
    }),
  );

  it("draws every field with its kind's component from the kit, given the field contract", () => {
    render(<FormWizard form={form} defaultValues={{ city: 'Lima' }} onSubmit={() => {}} />);
    expect(screen.getByTestId('probe-city')).toHaveTextContent('City: "Lima"');
    // The other kinds keep the engine's components.
    expect(screen.queryByTestId('probe-email')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Rating' })).toBeVisible();
  });

  it("gates and answers through a kit kind's own component", async () => {
    const user = userEvent.setup();
    render(<FormWizard form={form} onSubmit={() => {}} />);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: '2 stars' }));
    expect(next).not.toHaveAttribute('aria-disabled');
    await user.click(next);
    expect(await screen.findByRole('heading', { level: 2, name: 'End' })).toBeVisible();
  });
});

describe('a kind the kit does not hold', () => {
  /** A form declared with every kind, as a schema read from JSON would be, with a radio. */
  const shop = testKit.defineForm({
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
  });
  const textOnly = createFormKit({ kinds: textKinds });

  it('fails the meta-check at compile time, naming the step, the field and the kind', () => {
    expect(() => compileForm(textOnly, shop)).toThrow(FormSpecError);
    expect(() => compileForm(textOnly, shop)).toThrow(
      'shop › step "order" › field "size": the kind "radio" is not in the form\'s kit (its kinds: date, email, tel, text, textarea); add it to createFormKit({ kinds })',
    );
    expect(() =>
      compileForm(createFormKit({ kinds: { ...textKinds, ...radioKinds } }), shop),
    ).not.toThrow();
  });

  it('fails the meta-check for a kind of no kit, listing the kinds the kit has', () => {
    const slider = {
      ...shop,
      steps: [{ ...shop.steps[0], fields: [{ name: 'speed', kind: 'slider', label: 'Speed' }] }],
    } as FormSpec;
    expect(() => compileForm(textOnly, slider)).toThrow(
      'shop › step "order" › field "speed": unknown kind "slider" (known kinds: date, email, tel, text, textarea)',
    );
  });

  it('is a type error in a form declared with the kit', () => {
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
    expect(() => compileForm(textOnly, build())).toThrow(
      'the kind "radio" is not in the form\'s kit',
    );
  });
});
