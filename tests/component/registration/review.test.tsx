/**
 * The registration's review on the last step reads answers as a person wrote them down: a phone
 * number as a phone number, `(916) 555-0123`, however it was typed (the registration's `tel`
 * kind, form-schema/registrationRules.ts), while what is submitted stays as typed. Every phone
 * field of the schema is tried, found by its kind.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { sampleValues, WizardAtStep } from 'stepform/testing';
import { words } from '../../../src/content/en/registration';
import { registrationIn } from '../../support/registration';
import { reviewedAnswers } from '../../support/reviewedAnswers';

const registration = registrationIn();
const messages = words.wizard;
const lastStep = registration.steps.length - 1;
const phones = [...registration.fields.values()]
  .map(({ field }) => field)
  .filter(
    (field) => field.kind === 'tel' && registration.fields.get(field.name)!.stepIndex < lastStep,
  );

it('reads every phone answer as a phone number, and submits it as typed', async () => {
  expect(phones.length).toBeGreaterThan(0);
  const answers = sampleValues(registration);
  for (const field of phones) answers[field.name] = '9165550123';
  const onSubmit = vi.fn();
  render(
    <WizardAtStep
      form={registration}
      step={lastStep}
      values={answers}
      onSubmit={onSubmit}
      messages={messages}
    />,
  );
  const read = reviewedAnswers(await screen.findByRole('region', { name: messages.reviewHeading }));
  for (const field of phones) expect(read.get(field.label), field.name).toBe('(916) 555-0123');

  await userEvent.setup().click(screen.getByRole('button', { name: messages.submit }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.success);
  for (const field of phones) expect(onSubmit.mock.calls[0]![0][field.name]).toBe('9165550123');
});
