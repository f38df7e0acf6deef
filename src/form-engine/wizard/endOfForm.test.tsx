/**
 * The end of the form (the review, the interruption, the submitted answers) arrives a moment after
 * the rest (README "The wizard"), on a small inline form whose wizard is given an end of form
 * whose loading the test holds, lets arrive or fails: meanwhile the review's place says it is on
 * its way and Submit sends nothing; if it cannot be loaded the place says so, keeps every answer,
 * and Try again loads it anew.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { consentKinds, textKinds } from 'stepform/kinds';
import { compileForm } from '../compiler/compileForm.ts';
import { createFormKit } from '../kind/createFormKit.ts';
import { englishWizardWords } from '../locales/en.ts';
import { spanishWizardWords } from '../locales/es.ts';
import type { WizardMessages } from '../locales/wizardMessages.ts';
import { createEndOfForm, EndOfFormContext, type EndOfFormParts } from './createEndOfForm.ts';
import { FormWizard } from './FormWizard.tsx';

const kit = createFormKit({ kinds: { ...textKinds, ...consentKinds } });
const form = compileForm(
  kit,
  kit.defineForm({
    id: 'club',
    title: 'Join the club',
    steps: [
      {
        id: 'you',
        title: 'About you',
        fields: [{ name: 'name', kind: 'text', label: 'Name', required: true }],
      },
      {
        id: 'rules',
        title: 'Rules',
        fields: [{ name: 'rules', kind: 'consent', label: 'I accept the rules', required: true }],
      },
    ],
  }),
);

/** Each import the end of form asks for, held until the test lets it arrive or fail. */
function heldImports() {
  const asked: { arrive: () => Promise<void>; fail: () => void }[] = [];
  const importer = vi.fn(
    () =>
      new Promise<EndOfFormParts>((resolve, reject) => {
        asked.push({
          arrive: async () => resolve(await import('./endOfFormParts.ts')),
          // As a browser says it, without the script's address: the importer is asked anew.
          fail: () => reject(new TypeError('Failed to fetch dynamically imported module')),
        });
      }),
  );
  return { importer, asked, endOfForm: createEndOfForm(importer) };
}

/** The wizard at `startAt`, with `name` answered, and the end of form `held` gives it. */
function renderClub(
  held: ReturnType<typeof heldImports>,
  { startAt = 0, messages = {} }: { startAt?: number; messages?: Partial<WizardMessages> } = {},
) {
  const onSubmit = vi.fn();
  function Page() {
    const [step, setStep] = useState(startAt);
    return (
      <EndOfFormContext.Provider value={held.endOfForm}>
        <FormWizard
          form={form}
          onSubmit={onSubmit}
          step={step}
          onStepChange={setStep}
          defaultValues={{ name: 'Ana' }}
          messages={{ ...messages, submit: 'Send' }}
        />
      </EndOfFormContext.Provider>
    );
  }
  render(<Page />);
  return { user: userEvent.setup(), onSubmit };
}

const en = englishWizardWords;
const review = () => screen.findByRole('heading', { name: en.reviewHeading });
/** The line in the review's place, announced politely (a status). */
const loadingLine = (words: WizardMessages = en) => {
  const line = screen.getByText(words.endOfFormLoading);
  expect(line).toHaveAttribute('role', 'status');
  return line;
};

describe('the end of the form, while it is on its way', () => {
  it('is asked for once the wizard is idle, before anyone reaches the last step', async () => {
    const held = heldImports();
    renderClub(held);
    await screen.findByRole('heading', { level: 2, name: 'About you' });
    await waitFor(() => expect(held.importer).toHaveBeenCalledTimes(1));
  });

  it('says so in the review’s place, and Submit sends nothing until the review shows', async () => {
    const held = heldImports();
    const { user, onSubmit } = renderClub(held, { startAt: 1 });
    await screen.findByRole('heading', { level: 2, name: 'Rules' });
    const loading = loadingLine();
    expect(screen.queryByRole('heading', { name: en.reviewHeading })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: /I accept the rules/ }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    // Focus goes to the place that says why nothing was sent.
    expect(loading.parentElement).toHaveFocus();

    await held.asked[0]!.arrive();
    expect(await review()).toBeVisible();
    expect(screen.getByText('Ana')).toBeVisible();
    expect(screen.queryByText(en.endOfFormLoading)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana', rules: true }));
  });
});

describe('the end of the form, when it cannot be loaded', () => {
  it('is tried once more by itself, then says so, keeps every answer, and Try again loads it', async () => {
    const held = heldImports();
    const { user, onSubmit } = renderClub(held);
    await screen.findByRole('heading', { level: 2, name: 'About you' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Rules' });
    await user.click(screen.getByRole('checkbox', { name: /I accept the rules/ }));
    expect(held.importer).toHaveBeenCalledTimes(1);

    held.asked[0]!.fail();
    await waitFor(() => expect(held.importer).toHaveBeenCalledTimes(2));
    // The first failure goes unnoticed: it is still on its way.
    loadingLine();
    held.asked[1]!.fail();
    expect(await screen.findByRole('alert')).toHaveTextContent(en.endOfFormFailed);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: /I accept the rules/ })).toBeChecked();

    const tryAgain = screen.getByRole('button', { name: en.tryAgain });
    await user.click(tryAgain);
    expect(held.importer).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('alert')).toBeNull();
    // The button is gone; focus stays in the place, not lost to the page.
    expect(loadingLine().parentElement).toHaveFocus();

    await held.asked[2]!.arrive();
    expect(await review()).toBeVisible();
    expect(screen.getByText('Ana')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /I accept the rules/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana', rules: true }));
  });

  it('says so in the form’s language', async () => {
    const held = heldImports();
    renderClub(held, { startAt: 1, messages: spanishWizardWords });
    await screen.findByRole('heading', { level: 2, name: 'Rules' });
    loadingLine(spanishWizardWords);
    held.asked[0]!.fail();
    await waitFor(() => expect(held.asked).toHaveLength(2));
    held.asked[1]!.fail();
    expect(await screen.findByRole('alert')).toHaveTextContent(spanishWizardWords.endOfFormFailed);
    expect(screen.getByRole('button', { name: spanishWizardWords.tryAgain })).toBeVisible();
  });
});
