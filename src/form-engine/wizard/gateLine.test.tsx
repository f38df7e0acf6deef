/**
 * The line beside Next says what keeps the step: answers to correct apart from answers missing,
 * an input of a group's row by its row ("Child 1, Allergy details") rather than the group, and no
 * full stop after a label that ends with a question mark; and a check that waits, asked as the
 * person leaves its field, shows its failure under the field when it answers, before any Next.
 * In English and Spanish. While Next is held down, none of it changes (a line that comes or goes
 * would move Next from under the press): it changes once the press has clicked.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { compileForm, createFormKit, rulesThatWait } from '../index.ts';
import { consentKinds, groupKinds, selectKinds, textKinds } from '../kinds.ts';
import { spanishWizardWords } from '../locales/es.ts';
import { renderWizard } from '../test-kit/renderWizard.tsx';

/** A discount code checked by a server that the test answers by hand, then a trip's children. */
function setUp(language: 'en' | 'es' = 'en') {
  const answers: ((valid: boolean) => void)[] = [];
  // The form written in the language it is shown in (a group's `rowLabel` is a plain string).
  const say = (en: string, es: string) => (language === 'es' ? es : en);
  const kit = createFormKit({
    kinds: { ...textKinds, ...selectKinds, ...groupKinds },
    asyncRules: rulesThatWait({
      knownCode: () => new Promise<boolean>((resolve) => answers.push(resolve)),
    }),
  });
  const form = kit.defineForm({
    id: 'trip',
    title: 'Trip',
    steps: [
      {
        id: 'sign-up',
        title: 'Sign up',
        fields: [
          {
            name: 'children',
            kind: 'group',
            label: say('Children going on the trip', 'Niños que van al viaje'),
            rowLabel: say('Child', 'Niño'),
            required: true,
            fields: [
              { name: 'name', kind: 'text', label: say('Name', 'Nombre'), required: true },
              {
                name: 'allergies',
                kind: 'text',
                label: say('Any allergies?', '¿Alguna alergia?'),
                required: true,
              },
            ],
          },
          {
            name: 'code',
            kind: 'text',
            label: say('Discount code', 'Código de descuento'),
            checks: [
              {
                rule: 'knownCode',
                message: say('We do not know this code', 'No conocemos este código'),
              },
            ],
          },
        ],
      },
      { id: 'end', title: 'End', fields: [{ name: 'note', kind: 'text', label: 'Note' }] },
    ],
  });
  const view = renderWizard(
    compileForm(kit, form, { language }),
    language === 'es' ? { messages: spanishWizardWords } : {},
  );
  /** The server answers the latest question. */
  const answer = async (valid: boolean) => {
    await act(async () => answers.at(-1)!(valid));
  };
  return { ...view, answer };
}

/** The line beside Next, as its description. */
const gateLine = (next: string) => {
  const describedBy = screen.getByRole('button', { name: next }).getAttribute('aria-describedby');
  return describedBy ? document.getElementById(describedBy)!.textContent : '';
};

describe('the line beside Next', () => {
  it('asks to complete a required consent nobody ticked, not to correct it', async () => {
    const kit = createFormKit({ kinds: { ...textKinds, ...consentKinds } });
    const form = kit.defineForm({
      id: 'plot',
      title: 'Plot',
      steps: [
        {
          id: 'rules',
          title: 'Rules',
          fields: [
            { name: 'name', kind: 'text', label: 'Name', required: true },
            { name: 'rules', kind: 'consent', label: 'I will follow the rules', required: true },
          ],
        },
        { id: 'end', title: 'End', fields: [{ name: 'note', kind: 'text', label: 'Note' }] },
      ],
    });
    const { user } = renderWizard(compileForm(kit, form));
    expect(gateLine('Next')).toBe('To continue, complete: Name, I will follow the rules.');
    await user.click(screen.getByRole('checkbox', { name: /I will follow the rules/ }));
    await user.click(screen.getByRole('checkbox', { name: /I will follow the rules/ }));
    expect(gateLine('Next')).toBe('To continue, complete: Name, I will follow the rules.');
  });

  it("asks the same of a required consent in a group's row", async () => {
    const kit = createFormKit({ kinds: { ...textKinds, ...consentKinds, ...groupKinds } });
    const form = kit.defineForm({
      id: 'plots',
      title: 'Plots',
      steps: [
        {
          id: 'gardeners',
          title: 'Gardeners',
          fields: [
            {
              name: 'gardeners',
              kind: 'group',
              label: 'Gardeners',
              rowLabel: 'Gardener',
              required: true,
              fields: [
                { name: 'name', kind: 'text', label: 'Name', required: true },
                { name: 'rules', kind: 'consent', label: 'Will follow the rules', required: true },
              ],
            },
          ],
        },
        { id: 'end', title: 'End', fields: [{ name: 'note', kind: 'text', label: 'Note' }] },
      ],
    });
    const { user } = renderWizard(compileForm(kit, form));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ana');
    expect(gateLine('Next')).toBe('To continue, complete: Gardener 1, Will follow the rules.');
    const rules = screen.getByRole('checkbox', { name: /Will follow the rules/ });
    await user.click(rules);
    await user.click(rules);
    expect(gateLine('Next')).toBe('To continue, complete: Gardener 1, Will follow the rules.');
  });

  it('names a row input by its row, and ends no question with a full stop', async () => {
    const { user } = setUp();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ana');
    expect(gateLine('Next')).toBe('To continue, complete: Child 1, Any allergies?');
  });

  it('says a refused answer of a check that waits apart from a missing one, and shows its failure under the field after a blur', async () => {
    const { user, answer } = setUp();
    const code = screen.getByRole('textbox', { name: 'Discount code' });
    await user.type(code, 'SUMMER');
    await user.tab();
    await answer(false);
    expect(code).toHaveAccessibleDescription(/We do not know this code/);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(gateLine('Next')).toBe(
      'To continue, correct: Discount code. To continue, complete: Child 1, Name, Child 1, Any allergies?',
    );
  });

  it('in Spanish', async () => {
    const { user, answer } = setUp('es');
    const code = screen.getByRole('textbox', { name: 'Código de descuento' });
    await user.type(code, 'VERANO');
    await user.tab();
    await answer(false);
    expect(code).toHaveAccessibleDescription(/No conocemos este código/);
    expect(gateLine('Siguiente')).toBe(
      'Para continuar, corrija: Código de descuento. Para continuar, complete: Niño 1, Nombre, Niño 1, ¿Alguna alergia?',
    );
  });
});

describe('while Next is held down', () => {
  it('the line beside it and the field hold still as a check answers, and change after the click', async () => {
    const { user, answer } = setUp();
    const code = screen.getByRole('textbox', { name: 'Discount code' });
    await user.type(code, 'SUMMER');
    await user.tab();
    const next = screen.getByRole('button', { name: 'Next' });
    const before = gateLine('Next');
    expect(before).toMatch(/^Checking: Discount code…/);

    await user.pointer({ keys: '[MouseLeft>]', target: next });
    await answer(false);
    expect(gateLine('Next')).toBe(before);
    expect(code).not.toHaveAccessibleDescription(/We do not know this code/);

    await user.pointer({ keys: '[/MouseLeft]', target: next });
    await waitFor(() => expect(gateLine('Next')).toMatch(/^To continue, correct: Discount code\./));
    expect(code).toHaveAccessibleDescription(/We do not know this code/);
  });
});
