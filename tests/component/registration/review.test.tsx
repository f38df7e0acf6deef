/**
 * The registration's review on the last step reads answers as a person wrote them down: a phone
 * number as a phone number, `(916) 555-0123`, however it was typed (the registration's `tel`
 * kind, form-schema/registrationKit.ts). Every phone field of the schema is tried, found by its
 * kind. That the submitted value stays as typed is tests/unit/form-schema/registrationKit.test.ts's.
 */
import { render, screen } from '@testing-library/react';
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

it('reads every phone answer as a phone number', async () => {
  expect(phones.length).toBeGreaterThan(0);
  const answers = sampleValues(registration);
  for (const field of phones) answers[field.name] = '9165550123';
  render(
    <WizardAtStep
      form={registration}
      step={lastStep}
      values={answers}
      onSubmit={vi.fn()}
      messages={messages}
    />,
  );
  const read = reviewedAnswers(await screen.findByRole('region', { name: messages.reviewHeading }));
  for (const field of phones) expect(read.get(field.label), field.name).toBe('(916) 555-0123');
});
