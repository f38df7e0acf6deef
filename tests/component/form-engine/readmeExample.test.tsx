import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewsletterSignup } from '../../support/newsletterSignup';

// jsdom's import.meta.url is not a file URL; vitest runs from the repository's root.
const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
const example = readFileSync(join(process.cwd(), 'tests/support/newsletterSignup.tsx'), 'utf8');

describe("the README's engine example (a newsletter sign-up, no router)", () => {
  it('is the very code of tests/support/newsletterSignup.tsx', () => {
    const section = readme.slice(readme.indexOf("## The engine's API"));
    const block = /```tsx\n([\s\S]*?)```/.exec(section)?.[1];
    expect(block).toBe(example);
  });

  it(
    'completes in a plain React root and hands over the answers',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const onSignUp = vi.fn(() => Promise.resolve());
      render(<NewsletterSignup onSignUp={onSignUp} />);

      await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'jane@example.com');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByRole('heading', { name: 'Topics' })).toHaveFocus();
      await user.click(screen.getByRole('checkbox', { name: 'Camps' }));
      await user.click(screen.getByRole('checkbox', { name: /I agree to receive e-mails/ }));
      await user.click(screen.getByRole('button', { name: 'Sign up' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('You are signed up.');
      expect(onSignUp).toHaveBeenCalledOnce();
      expect(onSignUp).toHaveBeenCalledWith({
        email: 'jane@example.com',
        firstName: '',
        topics: ['camps'],
        consent: true,
      });
    },
  );
});
