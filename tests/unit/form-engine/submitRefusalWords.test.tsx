import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { compileForm, createFormKit, defineKind, FormWizard, type CustomFieldSpec } from 'stepform';
import { allKinds } from 'stepform/kinds';
import { spanishWizardWords } from 'stepform/locales/es';

// A kind whose schema wants a number even when the field is optional: stricter than the gate.
const strict = defineKind({
  component: () => null,
  empty: null as number | null,
  schema: (_field: CustomFieldSpec, required: string) => z.number(required),
  sample: () => 3,
});
const kit = createFormKit({ kinds: { ...allKinds, strict } });
const form = compileForm(
  kit,
  kit.defineForm({
    id: 'r',
    title: 'R',
    steps: [
      {
        id: 'one',
        title: 'Uno',
        fields: [
          {
            name: 'rating',
            kind: 'strict',
            label: 'Valoración',
            requiredMessage: 'Elija una valoración',
          },
          { name: 'ok', kind: 'consent', label: 'Acepto' },
        ],
      },
    ],
  }),
  { language: 'es' },
);

it('says what submit found wrong in the wizard language', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  render(<FormWizard form={form} messages={spanishWizardWords} onSubmit={onSubmit} />);
  await user.click(screen.getByRole('button', { name: spanishWizardWords.submit }));
  const summary = await screen.findByRole('region', { name: spanishWizardWords.errorSummaryTitle });
  console.log('SUMMARY', summary.textContent);
  expect(onSubmit).not.toHaveBeenCalled();
  expect(summary).toHaveTextContent('Elija una valoración');
});
