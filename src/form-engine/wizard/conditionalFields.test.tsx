/**
 * Conditional fields (`visibleWhen`) through the wizard: a hidden field is not rendered, does not
 * gate, is left out of the review and the submitted values, and gets its answer back when it shows
 * again. The gating cases are generated from the schema, shown and hidden.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { compileForm } from '../index.ts';
import { gatingCases, hiddenCases, sampleStepValues, sampleValuesBefore } from '../testing.ts';
import { testKit } from '../test-kit/testKit.ts';
import { renderWizard } from '../test-kit/renderWizard.tsx';

const spec = testKit.defineForm({
  id: 'club',
  title: 'Club',
  steps: [
    {
      id: 'sport',
      title: 'Your Sport',
      fields: [
        {
          name: 'sport',
          kind: 'select',
          label: 'Sport',
          required: true,
          options: [
            { value: 'golf', label: 'Golf' },
            { value: 'other', label: 'Other' },
          ],
        },
        {
          name: 'otherSport',
          kind: 'text',
          label: 'Which sport?',
          required: true,
          visibleWhen: { field: 'sport', equals: 'other' },
        },
        {
          name: 'extras',
          kind: 'checkboxes',
          label: 'Extras',
          options: [
            { value: 'kit', label: 'Kit' },
            { value: 'bus', label: 'Bus' },
          ],
        },
        {
          name: 'pickup',
          kind: 'text',
          label: 'Bus stop',
          visibleWhen: { field: 'extras', includes: 'bus' },
        },
      ],
    },
    {
      id: 'consent',
      title: 'Consent',
      fields: [
        { name: 'photos', kind: 'consent', label: 'Photos allowed' },
        {
          name: 'photoName',
          kind: 'text',
          label: 'Name to credit',
          required: true,
          visibleWhen: { field: 'photos', equals: true },
        },
        {
          name: 'sportLevel',
          kind: 'select',
          label: 'Level in that sport',
          visibleWhen: { field: 'otherSport', equals: 'chess' },
          options: [{ value: 'club', label: 'Club' }],
        },
      ],
    },
  ],
});
const form = compileForm(testKit, spec);

/** A field's control by its label, which ends with ` *` when required. */
const labelled = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
const nextButton = () => screen.getByRole('button', { name: 'Next' });
const forwardButton = (stepIndex: number) =>
  screen.getByRole('button', { name: stepIndex === form.steps.length - 1 ? 'Send' : 'Next' });

describe.each([0, 1])('generated cases of step %i', (stepIndex) => {
  const title = form.steps[stepIndex]!.spec.title;
  it.each(gatingCases(form, stepIndex).map((c) => [c.field.label, c] as const))(
    'stays gated while "%s" shows and is blank',
    async (label, { values }) => {
      renderWizard(form, {
        step: stepIndex + 1,
        defaultValues: { ...sampleValuesBefore(form, stepIndex), ...values },
      });
      await screen.findByRole('heading', { level: 2, name: title });
      expect(screen.getByLabelText(labelled(label))).toBeVisible();
      expect(forwardButton(stepIndex)).toHaveAttribute('aria-disabled', 'true');
    },
  );
  it.each(hiddenCases(form, stepIndex).map((c) => [c.field.label, c] as const))(
    'is open while "%s" is blank and hidden',
    async (label, { values }) => {
      renderWizard(form, {
        step: stepIndex + 1,
        defaultValues: { ...sampleValuesBefore(form, stepIndex), ...values },
      });
      await screen.findByRole('heading', { level: 2, name: title });
      expect(screen.queryByLabelText(labelled(label))).toBeNull();
      expect(forwardButton(stepIndex)).not.toHaveAttribute('aria-disabled');
    },
  );
});

it('generates a shown and a hidden case for each conditional required field', () => {
  expect(gatingCases(form, 0).map((c) => c.field.name)).toEqual(['sport', 'otherSport']);
  expect(hiddenCases(form, 0).map((c) => c.field.name)).toEqual(['otherSport']);
  expect(hiddenCases(form, 1).map((c) => c.field.name)).toEqual(['photoName']);
  // A condition on an earlier step's field: the sample values hide it, so it is not sampled.
  expect(sampleStepValues(form, 1)).not.toHaveProperty('sportLevel');
});

it('shows a field when its condition holds, and gives its answer back when it shows again', async () => {
  const { user } = renderWizard(form);
  const sport = await screen.findByRole('combobox', { name: /^Sport/ });
  expect(screen.queryByRole('textbox', { name: /Which sport/ })).toBeNull();

  await user.selectOptions(sport, 'other');
  const which = await screen.findByRole('textbox', { name: /Which sport/ });
  expect(which).toBeRequired();
  expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
  await user.type(which, 'chess');
  expect(nextButton()).not.toHaveAttribute('aria-disabled');

  await user.selectOptions(sport, 'golf');
  expect(screen.queryByRole('textbox', { name: /Which sport/ })).toBeNull();
  await user.selectOptions(sport, 'other');
  expect(await screen.findByRole('textbox', { name: /Which sport/ })).toHaveValue('chess');

  await user.click(screen.getByRole('checkbox', { name: 'Bus' }));
  expect(await screen.findByRole('textbox', { name: 'Bus stop' })).toBeVisible();
});

it('leaves hidden fields out of the review and of the submitted values', async () => {
  const onSubmit = vi.fn();
  const { user } = renderWizard(form, {
    step: 2,
    onSubmit,
    defaultValues: {
      sport: 'golf',
      otherSport: 'chess',
      extras: ['kit'],
      pickup: '  Main St  ',
      photos: false,
      photoName: 'Ana',
    },
  });
  await screen.findByRole('heading', { level: 2, name: 'Consent' });
  const review = screen.getByRole('region', { name: 'Your Sport' });
  expect(review).toHaveTextContent('Sport');
  expect(review).not.toHaveTextContent('Which sport?');
  expect(review).not.toHaveTextContent('Bus stop');

  await user.click(screen.getByRole('button', { name: 'Send' }));
  await screen.findByRole('alert');
  expect(onSubmit).toHaveBeenCalledWith({ sport: 'golf', extras: ['kit'], photos: false });
});
