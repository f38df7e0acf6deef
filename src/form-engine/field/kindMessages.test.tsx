/**
 * A kind's own messages: what its schema says of an answer it refuses ("Attach a PDF or Word
 * file") reaches the field's message and the error summary, instead of the required message; a
 * blank answer is still asked for in the field's `requiredMessage`.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { compileForm, createFormKit, defineKind, type FieldBase } from '../index.ts';
import { textKinds } from '../kinds.ts';
import { renderWizard } from '../test-kit/renderWizard.tsx';

const notADocument = 'Attach a PDF or Word file';

const isDocument = (text: string) => /\.(pdf|docx?)$/i.test(text.trim());

/** The name of a CV file: text whose own schema takes only a PDF or a Word document. */
const cvFile = defineKind({
  ...textKinds.text,
  schema: (field: FieldBase, required: string) =>
    field.required
      ? z.string(required).check(
          z.refine((text) => text.trim() !== '', required),
          z.refine(isDocument, notADocument),
        )
      : z.string().check(z.refine((text) => text.trim() === '' || isDocument(text), notADocument)),
});

const kit = createFormKit({ kinds: { ...textKinds, cvFile } });
const form = compileForm(
  kit,
  kit.defineForm({
    id: 'application',
    title: 'Application',
    steps: [
      {
        id: 'cv',
        title: 'Your CV',
        fields: [
          {
            name: 'cv',
            kind: 'cvFile',
            label: 'CV file name',
            required: true,
            requiredMessage: 'Enter the name of your CV file',
          },
        ],
      },
      { id: 'end', title: 'Done', fields: [{ name: 'notes', kind: 'text', label: 'Notes' }] },
    ],
  }),
);

describe("a kind's own messages", () => {
  it('are what compileForm reports for an answer the kind refuses', () => {
    expect(form.errorOf('cv', { cv: 'cv.txt' })).toEqual({
      rule: 'cvFile',
      message: notADocument,
      level: 'error',
    });
    expect(form.errorOf('cv', { cv: 'cv.pdf' })).toBeUndefined();
    // Blank is missing, not wrong: the wizard asks for it in the field's own words.
    expect(form.errorOf('cv', { cv: ' ' })).toBeUndefined();
  });

  it('show under the field and in the error summary, and give way to the required message', async () => {
    const { user } = renderWizard(form);
    const cv = await screen.findByRole('textbox', { name: /CV file name/ });
    await user.type(cv, 'cv.txt');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: notADocument })).toBeInTheDocument();
    expect(cv).toHaveAccessibleDescription(expect.stringContaining(notADocument));

    await user.clear(cv);
    expect(
      within(summary).getByRole('link', { name: 'Enter the name of your CV file' }),
    ).toBeInTheDocument();

    await user.type(cv, 'cv.pdf');
    expect(screen.queryByText(notADocument)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Done' })).toBeInTheDocument();
  });
});
