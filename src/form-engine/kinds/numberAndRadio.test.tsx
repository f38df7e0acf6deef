/**
 * The `number` and `radio` kinds through the wizard: a number input with a decimal keypad that
 * submits a number (or null), native radios in a fieldset that arrow keys move between, string
 * options, a radio as a condition, and the review.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { compileForm } from '../index.ts';
import { gatingCases, sampleStepValues } from '../testing.ts';
import { testKit } from '../test-kit/testKit.ts';
import { renderWizard } from '../test-kit/renderWizard.tsx';

const spec = testKit.defineForm({
  id: 'kit',
  title: 'Kit',
  steps: [
    {
      id: 'kit',
      title: 'Your Kit',
      fields: [
        {
          name: 'size',
          kind: 'radio',
          label: 'Shirt size',
          required: true,
          options: ['S', 'M', 'L'],
        },
        {
          name: 'sizeNote',
          kind: 'text',
          label: 'Anything about the fit?',
          visibleWhen: { field: 'size', oneOf: ['L'] },
        },
        {
          name: 'height',
          kind: 'number',
          label: 'Height in cm',
          required: true,
          checks: [{ rule: 'max', args: 250, message: 'Under 250 cm, please' }],
        },
        { name: 'weight', kind: 'number', label: 'Weight in kg', step: 0.5 },
      ],
    },
    {
      id: 'end',
      title: 'Done',
      fields: [{ name: 'ok', kind: 'consent', label: 'All correct', required: true }],
    },
  ],
});
const form = compileForm(testKit, spec);
const nextButton = () => screen.getByRole('button', { name: 'Next' });

describe('number and radio fields', () => {
  it('generate their gating cases and samples', () => {
    expect(gatingCases(form, 0).map((c) => c.field.name)).toEqual(['size', 'height']);
    expect(form.steps[0]!.schema.safeParse(sampleStepValues(form, 0)).success).toBe(true);
  });

  it('gate until a size is chosen and a height typed; arrows move the choice', async () => {
    const { user } = renderWizard(form);
    const group = await screen.findByRole('group', { name: /^Shirt size/ });
    expect(group.tagName).toBe('FIELDSET');
    const small = screen.getByRole('radio', { name: 'S' });
    expect(small).toBeRequired();
    expect(small).toHaveAttribute('name', 'size');

    const height = screen.getByRole('spinbutton', { name: /^Height in cm/ });
    expect(height).toHaveAttribute('type', 'number');
    expect(height).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByRole('spinbutton', { name: 'Weight in kg' })).toHaveAttribute('step', '0.5');
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');

    await user.click(small);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'L' })).toBeChecked();
    // A radio can be the condition of another field.
    expect(await screen.findByRole('textbox', { name: 'Anything about the fit?' })).toBeVisible();
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');

    await user.type(height, '300');
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
    await user.clear(height);
    await user.type(height, '172.5');
    expect(nextButton()).not.toHaveAttribute('aria-disabled');
  });

  it('submit a number, null for an empty optional one, and the chosen option', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWizard(form, {
      step: 2,
      defaultValues: { size: 'M', height: '150', weight: '' },
      onSubmit,
    });
    const review = await screen.findByRole('region', { name: 'Your Kit' });
    expect(review).toHaveTextContent('Shirt sizeM');
    expect(review).toHaveTextContent('Height in cm150');
    await user.click(screen.getByRole('checkbox', { name: /^All correct/ }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ size: 'M', height: 150, weight: null, ok: true });
  });
});

describe('the compiled number schema', () => {
  // Through the step's schema, as the gate and submit read it: the parsed value it outputs.
  const parsed = (name: 'height' | 'weight', value: unknown) => {
    const result = form.steps[0]!.schema.safeParse({ ...sampleStepValues(form, 0), [name]: value });
    return result.success ? { success: true, data: result.data[name] } : { success: false };
  };
  it('reads the text as a number, keeps numbers, and refuses what is not one', () => {
    expect(parsed('height', ' 12.5 ')).toEqual({ success: true, data: 12.5 });
    expect(parsed('height', 7)).toEqual({ success: true, data: 7 });
    expect(parsed('height', '').success).toBe(false);
    expect(parsed('height', 'abc').success).toBe(false);
    expect(parsed('weight', '  ')).toEqual({ success: true, data: null });
    expect(parsed('weight', null)).toEqual({ success: true, data: null });
  });
});
