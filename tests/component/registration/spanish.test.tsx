/**
 * The registration in Spanish, in a plain React root (no router, MUI's default theme): the English
 * schema with its Spanish catalog (form-schema/registration.es.ts) and the Spanish words of the
 * wizard (src/content/es/registration.ts). What is filled and what is expected come from the
 * schema (its samples, the compiled form's fields), so a field added or removed there changes
 * nothing here. The wizard opens at the step a test is about, with the earlier steps' samples
 * (`WizardAtStep`), instead of typing through the steps before it: each test is one render.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import type { FieldSpec } from 'stepform';
import { sampleValues, WizardAtStep } from 'stepform/testing';
import { words as spanish } from '../../../src/content/es/registration';
import { escapeRegExp } from '../../support/escapeRegExp';
import { registrationIn } from '../../support/registration';
import { reviewedAnswers } from '../../support/reviewedAnswers';

const messages = spanish.wizard;
const registration = registrationIn('es');
const english = registrationIn('en');
const lastStep = registration.steps.length - 1;

/** Every field's sample, but the optional ones left empty: the review then has both kinds. */
function requiredOnly(): Record<string, unknown> {
  const values = sampleValues(registration);
  for (const { field } of registration.fields.values()) {
    if (!field.required) values[field.name] = registration.kindOf(field).empty;
  }
  return values;
}

/** How the Spanish review reads an answer the tests can tell apart from the English reading. */
function spanishReading(field: FieldSpec, value: unknown): string | undefined {
  if (field.kind === 'select' || field.kind === 'radio') {
    return registration.optionsOf(field.name).find((option) => option.value === value)?.label;
  }
  if (field.kind === 'consent') return value ? messages.yes : messages.no;
  if (field.kind === 'date') {
    const date = new Date(`${String(value)}T00:00:00Z`);
    return new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  }
  return undefined;
}

it('names every missing answer of the first step in Spanish, with the schema’s own messages', async () => {
  const user = userEvent.setup();
  render(<WizardAtStep form={registration} step={0} onSubmit={vi.fn()} messages={messages} />);
  const first = registration.steps[0]!;
  await screen.findByRole('heading', { level: 2, name: first.spec.title });
  expect(screen.getByText(messages.stepOfCount(1, registration.steps.length))).toBeVisible();

  await user.click(screen.getByRole('button', { name: messages.next }));
  const summary = screen.getByRole('region', { name: messages.errorSummaryTitle });
  const links = within(summary).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(
    first.requiredFields.map((field) => field.requiredMessage),
  );
});

it('reviews every answer in Spanish, asks for the agreements, and submits what the English form submits', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const answers = requiredOnly();
  const agreements = registration.steps[lastStep]!.requiredFields;
  for (const field of agreements) answers[field.name] = registration.kindOf(field).empty;
  render(
    <WizardAtStep
      form={registration}
      step={lastStep}
      values={answers}
      onSubmit={onSubmit}
      messages={messages}
    />,
  );
  await screen.findByRole('heading', { level: 2, name: registration.steps[lastStep]!.spec.title });

  // The review of the earlier steps: each answer in its Spanish reading, the empty ones said once.
  const review = screen.getByRole('region', { name: messages.reviewHeading });
  const read = reviewedAnswers(review);
  for (const step of registration.spec.steps.slice(0, lastStep)) {
    const shown = step.fields.filter((field) => registration.isVisible(field.name, answers));
    const empty = shown.filter((field) => !field.required && field.kind !== 'consent');
    for (const field of shown.filter((candidate) => !empty.includes(candidate))) {
      const value = answers[field.name];
      // Text reads as written (the kind's own reading); choices, consents and dates in Spanish.
      // A warning the answer still raises follows it (a sample date may be outside the ages).
      const expected =
        spanishReading(field, value) ?? registration.kindOf(field).format!(value, field, messages);
      expect(read.get(field.label), field.name).toMatch(new RegExp(`^${escapeRegExp(expected)}`));
    }
    const stepRegion = within(review).getByRole('region', { name: step.title });
    if (empty.length > 0) {
      expect(
        within(stepRegion).getByText(messages.notProvidedList(empty.map((field) => field.label))),
      ).toBeVisible();
    }
  }

  // The agreements gate Submit, named in Spanish; ticking them opens it.
  const send = screen.getByRole('button', { name: messages.submit });
  expect(send).toHaveAttribute('aria-disabled', 'true');
  expect(send).toHaveAccessibleDescription(
    messages.missingFields(
      agreements.map((field) => field.label),
      true,
    ),
  );
  for (const field of agreements) {
    await user.click(
      screen.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(field.label)}`) }),
    );
    answers[field.name] = registration.kindOf(field).sample(field as never);
  }
  expect(send).not.toHaveAttribute('aria-disabled');

  await user.click(send);
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.success);
  expect(onSubmit).toHaveBeenCalledOnce();
  expect(onSubmit.mock.calls[0]![0]).toEqual(english.schema.parse(answers));
});
