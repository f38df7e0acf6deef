/**
 * A repeatable group through the wizard, as a person meets it: rows to fill, add and remove, each
 * input a field of its own with its own message and summary link, and the review row by row.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStoragePersistence } from '../../index.ts';
import { spanishWizardWords } from '../../locales/es.ts';
import { jobs, jobsInSpanish } from '../../test-kit/jobsForm.ts';
import { renderWizard } from '../../test-kit/renderWizard.tsx';

const row = (name: string) => screen.getByRole('group', { name });
const next = () => screen.getByRole('button', { name: 'Next' });

describe('a repeatable group', () => {
  it('starts with one row, adds rows with focus on the new row, and stops at its most', async () => {
    const { user } = renderWizard(jobs);
    await screen.findByRole('heading', { level: 2, name: 'Work history' });
    expect(within(row('Job 1')).getByRole('textbox', { name: 'Employer' })).toBeVisible();
    // One row is the fewest for a required group: no Remove, and the page says why.
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.getByText('This list needs at least 1, so none can be removed.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add another job' }));
    expect(within(row('Job 2')).getByRole('textbox', { name: 'Employer' })).toHaveFocus();
    expect(screen.getByText('Job 2 added')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Add another job' }));
    expect(screen.queryByRole('button', { name: 'Add another job' })).toBeNull();
    expect(screen.getByText('You have added 3, the most this list takes.')).toBeVisible();
  });

  it('names the exact input of the exact row in the error summary, and links to it', async () => {
    const { user } = renderWizard(jobs);
    await screen.findByRole('heading', { level: 2, name: 'Work history' });
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ana');
    const first = row('Job 1');
    await user.type(within(first).getByRole('textbox', { name: 'Employer' }), 'Acme');
    await user.type(within(first).getByLabelText(/Start date/), '2020-01-06');
    await user.click(screen.getByRole('button', { name: 'Add another job' }));
    const second = row('Job 2');
    await user.type(within(second).getByRole('textbox', { name: 'Employer' }), 'Globex');
    await user.type(within(second).getByLabelText(/Start date/), '2022-03-01');
    await user.type(within(second).getByLabelText('End date'), '2021-01-01');

    await user.click(next());
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    const link = within(summary).getByRole('link', {
      name: 'Job 2: The end date must be on or after the start date',
    });
    expect(within(summary).getAllByRole('link')).toHaveLength(1);
    expect(
      within(second).getByText('The end date must be on or after the start date'),
    ).toBeVisible();
    await user.click(link);
    expect(within(second).getByLabelText('End date')).toHaveFocus();

    // Fixed in its row, the step goes on.
    await user.clear(within(second).getByLabelText('End date'));
    await user.type(within(second).getByLabelText('End date'), '2023-01-01');
    await user.click(next());
    await screen.findByRole('heading', { level: 2, name: 'Confirm' });
  });

  it('says what the group itself lacks, and its link brings focus to the group', async () => {
    const { user } = renderWizard(jobs);
    await screen.findByRole('heading', { level: 2, name: 'Work history' });
    await user.click(next());
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Your name is required',
      'Jobs is required',
      'Job 1: Employer is required',
      'Job 1: Start date is required',
    ]);
    await user.click(within(summary).getByRole('link', { name: 'Jobs is required' }));
    expect(screen.getByRole('group', { name: 'Jobs' })).toHaveFocus();
  });

  it('removes a row, says so, moves focus to the row before, and puts it back with Undo', async () => {
    const { user } = renderWizard(jobs);
    await screen.findByRole('heading', { level: 2, name: 'Work history' });
    await user.type(within(row('Job 1')).getByRole('textbox', { name: 'Employer' }), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Add another job' }));
    await user.type(within(row('Job 2')).getByRole('textbox', { name: 'Employer' }), 'Globex');

    await user.click(screen.getByRole('button', { name: 'Remove Job 2' }));
    expect(screen.queryByRole('group', { name: 'Job 2' })).toBeNull();
    expect(within(row('Job 1')).getByRole('textbox', { name: 'Employer' })).toHaveFocus();
    expect(screen.getByText('Job 2 removed')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    const back = within(row('Job 2')).getByRole('textbox', { name: 'Employer' });
    expect(back).toHaveValue('Globex');
    expect(back).toHaveFocus();
  });

  it('hides a row input by a field of its own row, and submits each row with its shown fields', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWizard(jobs, { onSubmit });
    await screen.findByRole('heading', { level: 2, name: 'Work history' });
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ana');
    const first = row('Job 1');
    await user.type(within(first).getByRole('textbox', { name: 'Employer' }), 'Acme');
    await user.type(within(first).getByLabelText(/Start date/), '2020-01-06');
    await user.click(within(first).getByRole('checkbox', { name: 'I work here now' }));
    expect(within(first).queryByLabelText('End date')).toBeNull();
    await user.click(next());
    await screen.findByRole('heading', { level: 2, name: 'Confirm' });

    // The review lists the group row by row, each answer with a Change of its own.
    const review = screen.getByRole('region', { name: 'Work history' });
    expect(review).toHaveTextContent('Job 1, Employer');
    expect(review).toHaveTextContent('Acme');
    await user.click(screen.getByRole('checkbox', { name: 'All of this is true' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        applicant: 'Ana',
        jobs: [{ employer: 'Acme', start: '2020-01-06', current: true }],
      }),
    );
  });
});

describe('a repeatable group kept in the tab', () => {
  it('comes back after a reload with every row and its answers', async () => {
    const key = 'jobs-reload-test';
    const first = renderWizard(jobs, { persistence: sessionStoragePersistence(key) });
    await screen.findByRole('heading', { level: 2, name: 'Work history' });
    await first.user.type(within(row('Job 1')).getByRole('textbox', { name: 'Employer' }), 'Acme');
    await first.user.click(screen.getByRole('button', { name: 'Add another job' }));
    await first.user.type(
      within(row('Job 2')).getByRole('textbox', { name: 'Employer' }),
      'Globex',
    );
    await waitFor(() => expect(sessionStorage.getItem(key)).toContain('Globex'));
    cleanup();

    renderWizard(jobs, { persistence: sessionStoragePersistence(key) });
    await screen.findByRole('heading', { level: 2, name: 'Work history' });
    expect(within(row('Job 1')).getByRole('textbox', { name: 'Employer' })).toHaveValue('Acme');
    expect(within(row('Job 2')).getByRole('textbox', { name: 'Employer' })).toHaveValue('Globex');
  });
});

describe('a repeatable group in Spanish', () => {
  it("says its rows, buttons and messages in the catalog's and the wizard's words", async () => {
    const { user } = renderWizard(jobsInSpanish, {
      messages: { ...spanishWizardWords, submit: 'Enviar' },
    });
    await screen.findByRole('heading', { level: 2, name: 'Historial laboral' });
    await user.click(screen.getByRole('button', { name: 'Agregar otro empleo' }));
    const second = row('Empleo 2');
    expect(within(second).getByRole('textbox', { name: 'Empleador' })).toHaveFocus();
    expect(screen.getByText('Se agregó: Empleo 2')).toBeVisible();
    await user.type(within(second).getByLabelText(/Fecha de inicio/), '2022-03-01');
    await user.type(within(second).getByLabelText('Fecha de fin'), '2021-01-01');

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    const summary = screen.getByRole('region', { name: 'Hay un problema' });
    expect(
      within(summary).getByRole('link', { name: 'Empleo 2: Empleador: este campo es obligatorio' }),
    ).toBeVisible();
    expect(
      within(summary).getByRole('link', {
        name: 'Empleo 2: La fecha de fin debe ser igual o posterior a la de inicio',
      }),
    ).toBeVisible();
    await user.click(within(second).getByRole('button', { name: 'Quitar Empleo 2' }));
    expect(screen.getByText('Se quitó: Empleo 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Deshacer' })).toBeVisible();
  });
});
