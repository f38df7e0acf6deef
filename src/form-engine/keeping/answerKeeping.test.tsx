import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerPersistence, compileForm, type SavedAnswers } from '../index.ts';
import { sampleValuesBefore } from '../testing.ts';
import { sampleForm } from '../test-kit/sampleForm.ts';
import { jobs } from '../test-kit/jobsForm.ts';
import { memoryPersistence } from '../test-kit/memoryPersistence.ts';
import { testKit } from '../test-kit/testKit.ts';
import { renderWizard, successMessage } from '../test-kit/renderWizard.tsx';

const form = compileForm(testKit, sampleForm);
const step2Ready = sampleValuesBefore(form, 1);
const allReady = sampleValuesBefore(form, 3);

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
const welcome = /Your answers from earlier in this tab are still here/;

describe('FormWizard persistence', () => {
  it('brings kept answers back at the step the person was on, with a notice', async () => {
    const persistence = memoryPersistence({
      values: { ...step2Ready, notes: 'Bring water' },
      step: 1,
      visited: [0, 1],
    });
    renderWizard(form, { persistence });
    await heading('Extras');
    expect(screen.getByText(welcome)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Bring water');
    const steps = screen.getByRole('navigation', { name: 'Form steps' });
    expect(within(steps).getByRole('button', { name: 'About You, completed' })).toBeEnabled();
  });

  it('never restores beyond the first incomplete step', async () => {
    const persistence = memoryPersistence({
      values: { ...allReady, fullName: '' },
      step: 2,
      visited: [0, 1, 2],
    });
    renderWizard(form, { persistence });
    await heading('About You');
    expect(await screen.findByText(welcome)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(allReady.email as string);
  });

  it('keeps answers and the step as they change', async () => {
    const persistence = memoryPersistence();
    const { user } = renderWizard(form, { persistence });
    await heading('About You');
    expect(screen.queryByText(welcome)).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ana');
    await waitFor(() => expect(persistence.stored?.values.fullName).toBe('Ana'));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Favourite colour' }), 'blue');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Extras');
    await waitFor(() => expect(persistence.stored?.step).toBe(1));
    expect(persistence.stored).toMatchObject({
      values: { fullName: 'Ana', email: 'ana@example.com', color: 'blue' },
      visited: [0, 1],
    });
  });

  /**
   * Types a short answer into `box`, pastes a document after it, then types on at the end of the
   * long answer; returns the writes after the paste and after the typing, when the typing began,
   * and how long after the short answer's typing it was written.
   */
  async function longAnswerWrites(
    compiled: Parameters<typeof renderWizard>[0],
    heading: string,
    box: () => HTMLElement,
    answerIn: (saved: SavedAnswers) => unknown,
  ) {
    const persistence = memoryPersistence();
    const writes: { at: number; answer: unknown }[] = [];
    const save = persistence.save;
    persistence.save = (saved) => {
      writes.push({ at: performance.now(), answer: answerIn(saved) });
      return save(saved);
    };
    const { user } = renderWizard(compiled, { persistence });
    await screen.findByRole('heading', { level: 2, name: heading });
    await user.click(box());
    const typed = performance.now();
    await user.keyboard('Ana');
    await waitFor(() => expect(writes.at(-1)?.answer).toBe('Ana'));
    const short = writes.at(-1)!.at - typed;

    const document = 'All about me. '.repeat(1000);
    await user.paste(document);
    // The paste is written after the short pause: storage that cannot hold it is known at once.
    await waitFor(() => expect(writes.at(-1)?.answer).toBe(`Ana${document}`));
    const afterPaste = writes.length;
    const typedOn = performance.now();
    await user.keyboard(' The end.');
    await waitFor(() => expect(writes.at(-1)?.answer).toBe(`Ana${document} The end.`), {
      timeout: 5000,
    });
    return { typingWrites: writes.slice(afterPaste), typedOn, short };
  }

  it('writes a pasted document at once, then typing in it once the person has stopped', async () => {
    const { typingWrites, typedOn, short } = await longAnswerWrites(
      form,
      'About You',
      () => screen.getByRole('textbox', { name: /^Nickname/ }),
      (saved) => saved.values.nickname,
    );
    // One write for the typing, after a pause longer than the pause between two words.
    expect(typingWrites).toHaveLength(1);
    expect(typingWrites[0]!.at - typedOn).toBeGreaterThan(short + 1000);
  });

  it('waits as long for typing in a very long answer in a row of a group', async () => {
    const { typingWrites, typedOn, short } = await longAnswerWrites(
      jobs,
      'Work history',
      () =>
        within(screen.getByRole('group', { name: 'Job 1' })).getByRole('textbox', {
          name: 'Employer',
        }),
      (saved) => (saved.values.jobs as { employer?: string }[] | undefined)?.[0]?.employer,
    );
    expect(typingWrites).toHaveLength(1);
    expect(typingWrites[0]!.at - typedOn).toBeGreaterThan(short + 1000);
  });

  it('keeps the last keystrokes when the wizard goes away before its pause to save', async () => {
    const persistence = memoryPersistence();
    const { user, unmount } = renderWizard(form, { persistence });
    await heading('About You');
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ana');
    // Straight away, as a link to the same form in another language unmounts it.
    unmount();
    expect(persistence.stored?.values.fullName).toBe('Ana');
  });

  it('Start over forgets the answers and returns to an empty step 1', async () => {
    const persistence = memoryPersistence({ values: step2Ready, step: 1, visited: [0, 1] });
    const { user } = renderWizard(form, { persistence });
    await heading('Extras');
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    await user.click(screen.getByRole('button', { name: 'Clear my answers' }));
    expect(await heading('About You')).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    expect(screen.queryByText(welcome)).not.toBeInTheDocument();
    expect(persistence.stored).toBeUndefined();
  });

  it('Start over straight after typing keeps nothing of before, not even the last keystrokes', async () => {
    const persistence = memoryPersistence({ values: step2Ready, step: 1, visited: [0, 1] });
    const { user } = renderWizard(form, { persistence });
    await heading('Extras');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Bring water');
    // Within the pause before saving: the typing is still pending when the answers go.
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    await user.click(screen.getByRole('button', { name: 'Clear my answers' }));
    expect(await heading('About You')).toHaveFocus();
    expect(persistence.stored).toBeUndefined();
  });

  it('keeps the submission, so a reload shows the confirmation again until a new form starts', async () => {
    const persistence = memoryPersistence({ values: allReady, step: 2, visited: [0, 1, 2] });
    const { user, unmount } = renderWizard(form, { persistence });
    await heading('Consent');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(successMessage);
    expect(persistence.stored?.submittedAt).toEqual(expect.any(String));
    expect(screen.queryByText(welcome)).not.toBeInTheDocument();

    // The reload: the confirmation and the read-only answers, no form to fill in again.
    unmount();
    const reloaded = renderWizard(form, { persistence });
    expect(await screen.findByText(successMessage)).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your answers' })).toBeVisible();
    expect(screen.queryByText(welcome)).not.toBeInTheDocument();

    // A new form, after saying so: the submission is forgotten.
    await reloaded.user.click(screen.getByRole('button', { name: 'Start a new form' }));
    await reloaded.user.click(screen.getByRole('button', { name: 'Clear my answers' }));
    expect(await heading('About You')).toHaveFocus();
    expect(persistence.stored).toBeUndefined();
  });

  it('asks before Start over clears anything, and keeps the answers if told to', async () => {
    const persistence = memoryPersistence({ values: step2Ready, step: 1, visited: [0, 1] });
    const { user } = renderWizard(form, { persistence });
    await heading('Extras');
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(
      screen.getByRole('group', { name: 'Clear every answer and start again with an empty form?' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Keep my answers' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep my answers' }));
    expect(screen.getByRole('button', { name: 'Start over' })).toHaveFocus();
    expect(persistence.stored?.values.fullName).toBe(step2Ready.fullName);
  });

  it('says in the leave dialog that the answers are kept', async () => {
    const persistence = memoryPersistence({ values: step2Ready, step: 1, visited: [0, 1] });
    const { user } = renderWizard(form, { persistence });
    await heading('Extras');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this form?' });
    expect(dialog).toHaveTextContent('They are kept in this browser tab until you close it.');
    expect(within(dialog).getByRole('button', { name: 'Leave this page' })).toBeVisible();
  });
});

describe('when storage refuses the answers', () => {
  /** Storage that takes nothing larger than `limit` characters, as a full quota does. */
  function limitedPersistence(limit: number, earlier?: SavedAnswers) {
    let stored = earlier && JSON.stringify(earlier);
    return {
      ...answerPersistence({
        load: () => stored && (JSON.parse(stored) as unknown),
        save: (saved) => {
          const text = JSON.stringify(saved);
          if (text.length > limit) return false;
          stored = text;
          return true;
        },
        clear: () => {
          stored = undefined;
        },
      }),
      get stored() {
        return stored;
      },
    };
  }

  it('says once, near the form, that nothing is kept, and removes the older copy', async () => {
    const persistence = limitedPersistence(0, {
      values: { fullName: 'Old' },
      step: 0,
      visited: [0],
    });
    const { user } = renderWizard(form, { persistence });
    await heading('About You');
    await user.type(screen.getByRole('textbox', { name: /^Full name/ }), ' Ana');
    expect(await screen.findByText(/not letting us keep your answers/)).toBeVisible();
    // A reload must never bring back older answers as the current ones.
    expect(persistence.stored).toBeUndefined();
    // Leaving says the answers will be lost, not that they are kept.
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this form?' });
    expect(dialog).toHaveTextContent('If you leave now, they will be lost.');
  });

  it('keeps the other answers when one is too long to keep, and names it', async () => {
    const persistence = limitedPersistence(2000);
    const { user } = renderWizard(form, { persistence });
    await heading('About You');
    await user.type(screen.getByRole('textbox', { name: /^Full name/ }), 'Ana');
    await user.click(screen.getByRole('textbox', { name: /^Nickname/ }));
    await user.paste('x'.repeat(5000));
    await waitFor(() =>
      expect(screen.getByText(/This answer is too long to keep/)).toHaveTextContent('Nickname'),
    );
    expect(JSON.parse(persistence.stored!).values).toMatchObject({ fullName: 'Ana' });
    expect(JSON.parse(persistence.stored!).values.nickname).toBeUndefined();
  });
});
