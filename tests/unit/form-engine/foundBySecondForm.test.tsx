import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { compileForm, FormWizard } from 'stepform';
import { checkForm } from 'stepform/checks';
import { testKit } from '../../support/inlineForms';

describe('what a second form found', () => {
  it('restores kept answers that hold a number', async () => {
    const form = compileForm(
      testKit,
      testKit.defineForm({
        id: 'n',
        title: 'N',
        steps: [
          {
            id: 'a',
            title: 'A',
            fields: [
              { name: 'name', kind: 'text', label: 'Name' },
              { name: 'age', kind: 'number', label: 'Age', required: true },
            ],
          },
          { id: 'b', title: 'B', fields: [{ name: 'ok', kind: 'consent', label: 'OK' }] },
        ],
      }),
    );
    const persistence = {
      load: () => ({ values: { name: 'Ana', age: 12 }, step: 1, visited: [0, 1] }),
      save: vi.fn(() => true),
      clear: vi.fn(),
    };
    render(<FormWizard form={form} persistence={persistence} onSubmit={() => {}} />);
    expect(await screen.findByText(/Welcome back/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('B');
  });

  it('shows a catalog compiled without a language, on a form whose default is not English', () => {
    const form = testKit.defineForm({
      id: 'f',
      title: 'Título',
      defaultLanguage: 'es',
      steps: [{ id: 'a', title: 'A', fields: [{ name: 'name', kind: 'text', label: 'Nombre' }] }],
    });
    const catalog = {
      title: 'Title',
      steps: { a: { title: 'A' } },
      fields: { name: { label: 'Name' } },
    };
    expect(compileForm(testKit, form, { translation: catalog }).spec.title).toBe('Title');
  });

  it('counts a blank catalog text as missing', () => {
    const form = testKit.defineForm({
      id: 'f',
      title: 'Form',
      steps: [{ id: 'a', title: 'A', fields: [{ name: 'name', kind: 'text', label: 'Name' }] }],
    });
    const catalog = {
      title: 'Formulario',
      steps: { a: { title: 'A' } },
      fields: { name: { label: ' ' } },
    };
    expect(() => checkForm({ kit: testKit, form, translations: { es: catalog } })).toThrow();
  });
});
describe('probe2', () => {
  it('translation without language on an en-default form', () => {
    const form = testKit.defineForm({
      id: 'f',
      title: 'Form',
      steps: [{ id: 'a', title: 'A', fields: [{ name: 'name', kind: 'text', label: 'Name' }] }],
    });
    const catalog = {
      title: 'Formulario',
      steps: { a: { title: 'A' } },
      fields: { name: { label: 'Nombre' } },
    };
    expect(compileForm(testKit, form, { translation: catalog }).spec.title).toBe('Formulario');
  });
});
