/**
 * The router adapter holds a link that leaves the wizard by the router's own address, not the
 * window's: in a memory router (a test, an embedded widget) the window stays at `/` while the
 * wizard is at `/form`, and a link to `/` must still ask before the answers are lost.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, it } from 'vitest';
import { compileForm, FormWizard } from '../index.ts';
import { routerNavigation } from '../router.ts';
import { sampleForm } from '../test-kit/sampleForm.ts';
import { testKit } from '../test-kit/testKit.ts';

const form = compileForm(testKit, sampleForm);
const navigation = routerNavigation();

it('holds a link to the window’s own address when the router is elsewhere, and follows it on Leave', async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/form']}>
      <Routes>
        <Route
          path="/form"
          element={
            <>
              <FormWizard form={form} onSubmit={() => {}} navigation={navigation} />
              <Link to="/">Home</Link>
            </>
          }
        />
        <Route path="/" element={<p>The home page.</p>} />
      </Routes>
    </MemoryRouter>,
  );
  expect(window.location.pathname).toBe('/');
  await user.type(await screen.findByRole('textbox', { name: /^Full name/ }), 'Ana');
  await user.click(screen.getByRole('link', { name: 'Home' }));
  const dialog = await screen.findByRole('dialog', { name: 'Leave this form?' });
  expect(screen.queryByText('The home page.')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Leave and lose answers' }));
  expect(await screen.findByText('The home page.')).toBeVisible();
  expect(dialog).not.toBeInTheDocument();
});
