import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { words as notFoundPage } from '../../../src/content/en/notFound';
import { renderRoute } from './renderRoute';

describe('unknown routes', () => {
  it('show a not-found page inside the site layout, with a way home, kept out of search', async () => {
    const { h1, router } = await renderRoute('/no-such-page/at-all');
    expect(h1).toHaveTextContent(notFoundPage.title);
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
    expect(screen.getByRole('link', { name: notFoundPage.homeAction })).toHaveAttribute(
      'href',
      '/',
    );
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.title).toBe(notFoundPage.meta.title);

    await act(() => router.navigate('/pro-dev-camp'));
    await screen.findByRole('heading', { level: 1, name: 'Pro Dev Camp' });
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('include an address in other letter case: /REGISTRATION is not the wizard', async () => {
    const { h1 } = await renderRoute('/REGISTRATION');
    expect(h1).toHaveTextContent(notFoundPage.title);
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
