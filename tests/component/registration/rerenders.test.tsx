/**
 * What a keystroke costs: which of our components re-render when the user types in a text field.
 * Counted with the fiber data React gives its DevTools (see tests/support/renderCounter.ts).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { compileForm } from 'stepform';
import { registrationIn } from '../../support/registration';
import { recordRenders } from '../../support/renderCounter';
import { testKit } from '../../../src/form-engine/test-kit/testKit.ts';
import { wideForm } from '../../../src/form-engine/test-kit/wideForm.ts';
import { renderWizard } from '../../../src/form-engine/test-kit/renderWizard.tsx';

/** Every component this project defines (engine, pages, layout), by identity. */
const ourComponents = new Map<unknown, string>(
  Object.values(
    import.meta.glob<Record<string, unknown>>(
      [
        '../../../src/form-engine/**/*.tsx',
        // The engine's tests live beside its code: importing one would run it here.
        '!../../../src/form-engine/**/*.test.tsx',
        '../../../src/pages/*.tsx',
        '../../../src/app/*.tsx',
      ],
      { eager: true },
    ),
  )
    .flatMap(
      (module) =>
        Object.entries(module).filter(([, value]) => typeof value === 'function') as [
          string,
          unknown,
        ][],
    )
    .map(([name, component]) => [component, name]),
);

const registration = registrationIn();
const firstStep = registration.spec.steps[0]!;
/** A required one-line text field of the first step (its first character changes the gate). */
const textField = firstStep.fields.find((field) => field.kind === 'text' && field.required)!;

const ours = (rendered: unknown[]) =>
  rendered
    .filter((component) => ourComponents.has(component))
    .map((component) => ourComponents.get(component));

async function keystrokeRenders(input: HTMLElement, keys: string[]) {
  const user = userEvent.setup();
  await user.click(input);
  const perKey: { ours: unknown[]; all: number }[] = [];
  for (const key of keys) {
    const rendered = await recordRenders(() => user.keyboard(key));
    perKey.push({ ours: ours(rendered), all: rendered.length });
  }
  return perKey;
}

describe('a keystroke in a step-1 text field of the registration', () => {
  it('re-renders at most the gate and the leave guard, and only when the field turns filled', async () => {
    renderWizard(registration);
    await screen.findByRole('heading', { level: 2, name: firstStep.title });
    const input = screen.getByRole('textbox', { name: textField.label });
    const [first, second, third] = await keystrokeRenders(input, ['A', 'n', 'a']);

    // The first character turns the field from missing to filled: the gate names one field
    // fewer, and the leave guard starts guarding. Later keystrokes render none of our components.
    expect(first!.ours).toEqual(expect.arrayContaining(['WizardNav', 'LeaveGuard']));
    expect(first!.ours.length).toBeLessThanOrEqual(2);
    expect(second!.ours).toEqual([]);
    expect(third!.ours).toEqual([]);
    // MUI's own input components do not re-render on an ordinary keystroke either.
    expect(second!.all).toBe(0);
  });
});

describe('React Profiler', () => {
  it('sees commits only when a field turns filled, none for the keystrokes after it', async () => {
    const commits: string[] = [];
    renderWizard(registration, {
      onRender: (_id, phase) => commits.push(phase),
    });
    const input = await screen.findByRole('textbox', { name: textField.label });
    const user = userEvent.setup();
    await user.click(input);
    commits.length = 0;
    await user.keyboard('A');
    // The gate's update, and the leave guard registering its blocker with the router.
    expect(commits.length).toBeGreaterThan(0);
    expect(commits.length).toBeLessThanOrEqual(2);
    commits.length = 0;
    await user.keyboard('na Maria');
    expect(commits).toEqual([]);
  });
});

describe('the cost of a keystroke does not grow with the number of fields in the step', () => {
  // jsdom renders MUI slowly; the benchmark (npm run bench) measures 1000 fields in a real browser.
  it.each([10, 250])('%i required fields', { timeout: 20_000 }, async (count) => {
    renderWizard(compileForm(testKit, wideForm(count)));
    // Found by name, not label: Testing Library's label and role queries take about a minute on
    // a jsdom page of hundreds of MUI fields, and this test is about the keystroke, not the query.
    const input = await waitFor(() => {
      const field = document.querySelector<HTMLInputElement>('input[name="field3"]');
      if (!field) throw new Error('field3 is not rendered yet');
      return field;
    });
    const [first, second] = await keystrokeRenders(input, ['x', 'y']);
    expect(first!.ours.length).toBeLessThanOrEqual(2);
    expect(second!.ours).toEqual([]);
    expect(second!.all).toBe(0);
  });
});
