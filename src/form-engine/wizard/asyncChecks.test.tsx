/**
 * A check that waits for an answer, through the wizard as a person meets it: it runs when they
 * leave the field ("Checking…", announced politely, and named beside Next), Next waits for it and
 * then moves on or shows the error summary with its failure; a check that cannot be made says so
 * with Try again, and either holds the step (`block`) or lets the person on with the answer
 * flagged in the review (`allow`). In English and Spanish.
 */
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { compileForm, createFormKit, rulesThatWait } from '../index.ts';
import { textKinds } from '../kinds.ts';
import { spanishWizardWords } from '../locales/es.ts';
import { emailCheckField } from '../test-kit/emailCheckForm.ts';
import { renderWizard } from '../test-kit/renderWizard.tsx';

/** A server the test answers by hand: each call waits until the test resolves or rejects it. */
function handAnsweredServer() {
  const calls: { value: unknown; answer: (free: boolean) => void; fail: () => void }[] = [];
  const emailFree = (value: unknown) =>
    new Promise<boolean>((resolve, reject) => {
      calls.push({ value, answer: resolve, fail: () => reject(new Error('503')) });
    });
  /** Settles the latest call and lets the wizard hear of it. */
  const settle = async (how: 'free' | 'taken' | 'down') => {
    const call = calls.at(-1)!;
    await act(async () => {
      if (how === 'down') call.fail();
      else call.answer(how === 'free');
    });
  };
  return { calls, emailFree, settle };
}

function setUp(whenUnavailable: 'block' | 'allow' = 'block', language: 'en' | 'es' = 'en') {
  const server = handAnsweredServer();
  const kit = createFormKit({
    kinds: textKinds,
    asyncRules: rulesThatWait({ emailFree: server.emailFree }),
  });
  const form = kit.defineForm({
    id: 'apply',
    title: 'Apply',
    steps: [
      {
        id: 'you',
        title: 'You',
        fields: [
          emailCheckField({
            label: { en: 'E-mail', es: 'Correo' },
            message: { en: 'This e-mail has already applied', es: 'Este correo ya se ha inscrito' },
            whenUnavailable,
          }),
        ],
      },
      {
        id: 'end',
        title: { en: 'Check and send', es: 'Revisar y enviar' },
        fields: [{ name: 'note', kind: 'text', label: { en: 'Note', es: 'Nota' } }],
      },
    ],
  });
  const compiled = compileForm(kit, form, { language });
  const view = renderWizard(compiled, language === 'es' ? { messages: spanishWizardWords } : {});
  return { ...view, server };
}

const next = (name = 'Next') => screen.getByRole('button', { name });
const endHeading = (name = 'Check and send') => screen.queryByRole('heading', { name, level: 2 });

describe('a check that waits, in English', () => {
  it('runs on leaving the field, says "Checking…" politely, and names the field beside Next', async () => {
    const { user, server } = setUp();
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ada@example.com');
    expect(server.calls).toHaveLength(0);
    await user.tab();
    expect(server.calls.map((call) => call.value)).toEqual(['ada@example.com']);
    const checking = screen.getByText('Checking…');
    expect(checking.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByText('Checking: E-mail…')).toBeInTheDocument();
    await server.settle('free');
    expect(screen.queryByText('Checking…')).toBeNull();
    await user.click(next());
    expect(endHeading()).toBeInTheDocument();
  });

  it('Next waits for a check under way, then shows the error summary with its failure', async () => {
    const { user, server } = setUp();
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'taken@example.com');
    await user.click(next());
    expect(endHeading()).toBeNull();
    expect(screen.queryByText('There is a problem')).toBeNull();
    await server.settle('taken');
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(
      within(summary).getByRole('link', { name: 'This e-mail has already applied' }),
    ).toBeInTheDocument();
    expect(endHeading()).toBeNull();
    // A new answer is checked in its turn; Next waits for it and moves on.
    await user.clear(screen.getByRole('textbox', { name: /E-mail/ }));
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'new@example.com');
    await user.keyboard('{Enter}');
    expect(server.calls.map((call) => call.value)).toEqual([
      'taken@example.com',
      'new@example.com',
    ]);
    await server.settle('free');
    expect(endHeading()).toBeInTheDocument();
  });

  it('a check that cannot be made blocks the step with Try again (block)', async () => {
    const { user, server } = setUp('block');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ada@example.com');
    await user.tab();
    await server.settle('down');
    expect(screen.getByText(/We could not check E-mail just now/)).toBeInTheDocument();
    await user.click(next());
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(
      within(summary).getByRole('link', { name: 'We could not check E-mail just now' }),
    ).toBeInTheDocument();
    expect(endHeading()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again to check E-mail' }));
    expect(screen.getByText('Checking…')).toBeInTheDocument();
    await server.settle('free');
    await user.click(next());
    expect(endHeading()).toBeInTheDocument();
  });

  it('a check that cannot be made lets the person on, flagged in the review (allow)', async () => {
    const { user, server } = setUp('allow');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ada@example.com');
    await user.click(next());
    await server.settle('down');
    expect(endHeading()).toBeInTheDocument();
    expect(
      screen.getAllByText('Not checked: we could not check this answer').length,
    ).toBeGreaterThan(0);
  });
});

describe('a check that waits, in Spanish', () => {
  it('says "Comprobando…", waits on Next, and reports an unavailable check with Try again', async () => {
    const { user, server } = setUp('block', 'es');
    await user.type(screen.getByRole('textbox', { name: /Correo/ }), 'ada@example.com');
    await user.tab();
    expect(screen.getByText('Comprobando…').closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByText('Comprobando: Correo…')).toBeInTheDocument();
    await server.settle('down');
    expect(screen.getByText(/No pudimos comprobar Correo en este momento/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo comprobar Correo' }));
    await server.settle('taken');
    await user.click(next('Siguiente'));
    const summary = screen.getByRole('region', { name: spanishWizardWords.errorSummaryTitle });
    expect(
      within(summary).getByRole('link', { name: 'Este correo ya se ha inscrito' }),
    ).toBeInTheDocument();
  });
});
