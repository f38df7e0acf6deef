/**
 * The leave guard: a link away from a wizard holding answers asks first (Stay keeps them, Leave
 * goes), nothing entered means no question, and a reload or closing the tab gets the browser's
 * prompt.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { compileForm } from '../index.ts';
import { sampleForm } from '../test-kit/sampleForm.ts';
import { testKit } from '../test-kit/testKit.ts';
import { renderWizard } from '../test-kit/renderWizard.tsx';

const form = compileForm(testKit, sampleForm);

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('the leave guard', () => {
  it('asks before leaving with answers, and lets the user stay', async () => {
    const { user, router } = renderWizard(form);
    await heading('About You');
    await user.type(screen.getByRole('textbox', { name: 'Nickname' }), 'Zoom');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this form?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(await screen.findByRole('textbox', { name: 'Nickname' })).toHaveValue('Zoom');
    expect(router.location.pathname).toBe('/form');
  });

  it('leaves when the user confirms', async () => {
    const { user } = renderWizard(form);
    await heading('About You');
    await user.type(screen.getByRole('textbox', { name: 'Nickname' }), 'Zoom');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave and lose answers' }));
    expect(await screen.findByText('You left the form.')).toBeVisible();
  });

  it('does not ask when nothing was entered', async () => {
    const { user } = renderWizard(form);
    await heading('About You');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('You left the form.')).toBeVisible();
  });

  it('guards a reload or closing the tab with the browser prompt', async () => {
    const { user } = renderWizard(form);
    await heading('About You');
    const unguarded = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unguarded);
    expect(unguarded.defaultPrevented).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Nickname' }), 'Zoom');
    const guarded = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(guarded);
    expect(guarded.defaultPrevented).toBe(true);
  });
});
