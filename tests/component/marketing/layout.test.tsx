import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { business } from '../../../src/content/business';
import { words as home } from '../../../src/content/en/home';
import { words as site } from '../../../src/content/en/site';

const { team } = home;
import { renderRoute } from './renderRoute';

// jsdom applies no media queries, so both the inline header links (shown from `md` up) and the
// menu toggle (below `md`) are present; the menu is found through the toggle's aria-controls.

/** The dropdown menu the toggle controls, or null while it is closed. */
function menuOf(toggle: HTMLElement) {
  const menu = document.getElementById(toggle.getAttribute('aria-controls')!);
  return menu && !menu.hidden ? menu : null;
}

describe('site header', () => {
  it('links the logo home and every item to its target, as router links', async () => {
    await renderRoute('/pro-dev-camp');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: `${business.name}, home` })).toHaveAttribute(
      'href',
      '/',
    );
    const toggle = within(header).getByRole('button', { name: 'Menu' });
    const nav = within(header)
      .getAllByRole('navigation')
      .find((n) => n.id !== toggle.getAttribute('aria-controls'))!;
    const hrefs = Object.fromEntries(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(hrefs).toEqual({
      Mission: '/#mission',
      Training: '/#program',
      Coaches: '/#team',
      'Pro Dev Camp': '/pro-dev-camp',
      // The same page in Spanish, named in Spanish.
      Español: '/es/pro-dev-camp',
      'Start Training': '/#signup',
    });
  });

  it('opens the menu, closes it after a choice and lands on the section', async () => {
    const { router } = await renderRoute('/pro-dev-camp');
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = menuOf(toggle)!;
    expect(menu).toHaveRole('navigation');
    expect(within(menu).getAllByRole('link')).toHaveLength(6);

    await user.click(within(menu).getByRole('link', { name: 'Coaches' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menuOf(toggle)).toBeNull();
    await waitFor(() => expect(router.location).toMatchObject({ pathname: '/', hash: '#team' }));
    // The home page renders in a transition; focus moves once it has committed.
    await waitFor(() => expect(screen.getByRole('region', { name: team.title })).toHaveFocus(), {
      timeout: 4000,
    });
  });

  it('closes the menu on Escape and returns focus to the toggle', async () => {
    await renderRoute('/');
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.tab();
    expect(within(menuOf(toggle)!).getByRole('link', { name: 'Mission' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the menu after choosing Pro Dev Camp', async () => {
    const { router } = await renderRoute('/');
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(within(menuOf(toggle)!).getByRole('link', { name: 'Pro Dev Camp' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await screen.findByRole('heading', { level: 1, name: 'Pro Dev Camp' });
    expect(router.location.pathname).toBe('/pro-dev-camp');
  });
});

describe('site footer', () => {
  it('describes the business and gives e-mail, phone, city, social link and the legal line', async () => {
    await renderRoute('/');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(site.business.description);
    expect(within(footer).getByRole('link', { name: business.email })).toHaveAttribute(
      'href',
      `mailto:${business.email}`,
    );
    expect(within(footer).getByRole('link', { name: business.phone })).toHaveAttribute(
      'href',
      business.phoneHref,
    );
    expect(footer).toHaveTextContent(business.city);
    const social = within(footer).getByRole('link', { name: /Instagram.*opens in a new tab/ });
    expect(social).toHaveAttribute('href', business.social.href);
    expect(social).toHaveAttribute('target', '_blank');
    expect(social).toHaveAttribute('rel', 'noopener noreferrer');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} ${business.name}`);
    for (const text of ['Privacy Policy', 'Terms of Service']) {
      expect(footer).toHaveTextContent(text);
      expect(within(footer).queryByRole('link', { name: text })).toBeNull();
    }
  });
});
