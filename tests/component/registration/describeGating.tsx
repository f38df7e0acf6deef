/**
 * The registration's gating, generated from form-schema/: every required field of every step,
 * left blank, keeps the step's button unavailable. A required field added to the schema adds
 * its case here without any change to this file. The cases run in English (gating.test.tsx): a
 * translation changes the texts, not which fields gate a step, and the Spanish texts are pinned
 * where they are made (tests/unit/form-schema/registration.es.test.ts, the wizard's Spanish
 * sentences in tests/unit/content/translations.test.ts) and shown (spanish.test.tsx).
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompiledForm, WizardMessages } from 'stepform';
import { gatingCases, hiddenCases, sampleStepValues, sampleValuesBefore } from 'stepform/testing';
import { escapeRegExp } from '../../support/escapeRegExp';
import { renderWizard } from '../../../src/form-engine/test-kit/renderWizard.tsx';

/** The registration in one language, with the wizard's words in it. */
export interface GatingLanguage {
  language: string;
  registration: CompiledForm;
  messages: WizardMessages;
}

/** Every gating case of every step of the registration, in one language. */
export function describeGating({ language, registration, messages }: GatingLanguage): void {
  describe(`in ${language}`, () => {
    const lastIndex = registration.steps.length - 1;

    /** The button that moves on from a step: Next, or the submit button on the last step. */
    const forwardButton = (stepIndex: number) =>
      screen.getByRole('button', {
        name: stepIndex === lastIndex ? messages.submit : messages.next,
      });

    function renderStep(stepIndex: number, stepValues: Record<string, unknown>) {
      return renderWizard(registration, {
        step: stepIndex + 1,
        defaultValues: { ...sampleValuesBefore(registration, stepIndex), ...stepValues } as never,
        messages,
      });
    }

    describe.each(registration.steps.map((step) => [step.spec.title, step.index] as const))(
      'step "%s"',
      (_title, stepIndex) => {
        const step = registration.steps[stepIndex]!;
        const cases = gatingCases(registration, stepIndex);

        if (cases.length > 0) {
          it.each(cases.map((gatingCase) => [gatingCase.field.label, gatingCase] as const))(
            'stays gated while "%s" is blank, and names it',
            async (label, { values }) => {
              renderStep(stepIndex, values);
              expect(
                await screen.findByRole('heading', { level: 2, name: step.spec.title }),
              ).toBeVisible();
              const forward = forwardButton(stepIndex);
              expect(forward).toHaveAttribute('aria-disabled', 'true');
              expect(forward).toHaveAccessibleDescription(
                new RegExp(escapeRegExp(messages.missingFields([label], stepIndex === lastIndex))),
              );
            },
          );
        }

        const hidden = hiddenCases(registration, stepIndex);
        if (hidden.length > 0) {
          it.each(hidden.map((hiddenCase) => [hiddenCase.field.label, hiddenCase] as const))(
            'is not gated by "%s" while its condition hides it',
            async (label, { values }) => {
              renderStep(stepIndex, values);
              await screen.findByRole('heading', { level: 2, name: step.spec.title });
              expect(screen.queryByLabelText(new RegExp(`^${escapeRegExp(label)}`))).toBeNull();
              expect(forwardButton(stepIndex)).not.toHaveAttribute('aria-disabled');
            },
          );
        }

        it('opens once every required field is filled', async () => {
          renderStep(stepIndex, sampleStepValues(registration, stepIndex));
          await screen.findByRole('heading', { level: 2, name: step.spec.title });
          expect(forwardButton(stepIndex)).not.toHaveAttribute('aria-disabled');
        });

        const optional = step.spec.fields.filter((field) => !field.required);
        if (optional.length > 0) {
          it('is never gated by its optional fields', async () => {
            const values = sampleStepValues(registration, stepIndex);
            for (const field of optional) values[field.name] = registration.kindOf(field).empty;
            renderStep(stepIndex, values);
            await screen.findByRole('heading', { level: 2, name: step.spec.title });
            expect(forwardButton(stepIndex)).not.toHaveAttribute('aria-disabled');
          });
        }
      },
    );

    // Which steps these are is SPEC §5's, pinned in tests/unit/form-schema/registration.test.ts.
    const openSteps = registration.steps.filter((step) => step.requiredFields.length === 0);
    if (openSteps.length > 0) {
      describe('steps without required fields', () => {
        it.each(openSteps.map((step) => [step.spec.title, step.index] as const))(
          '"%s" is open at once, with nothing filled in',
          async (title, stepIndex) => {
            renderStep(stepIndex, {});
            await screen.findByRole('heading', { level: 2, name: title });
            expect(forwardButton(stepIndex)).not.toHaveAttribute('aria-disabled');
          },
        );
      });
    }

    describe('every required input carries the browser flag and its asterisk', () => {
      it.each(registration.steps.map((step) => [step.spec.title, step.index] as const))(
        '%s',
        async (title, stepIndex) => {
          renderStep(stepIndex, {});
          await screen.findByRole('heading', { level: 2, name: title });
          const shown = sampleValuesBefore(registration, stepIndex);
          for (const field of registration.steps[stepIndex]!.spec.fields) {
            if (
              field.kind === 'checkboxes' ||
              field.kind === 'radio' ||
              !registration.isVisible(field.name, shown)
            ) {
              continue;
            }
            const control = screen.getByLabelText(new RegExp(`^${escapeRegExp(field.label)}`));
            expect(control).toHaveAttribute('name', field.name);
            if (field.required) expect(control).toBeRequired();
            else expect(control).not.toBeRequired();
          }
        },
      );
    });
  });
}
