import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { business } from '../../../src/content/business';
import { words as home } from '../../../src/content/en/home';
import { words as site } from '../../../src/content/en/site';

const { team } = home;
import { renderRoute } from './renderRoute';

// jsdom applies no media queries, so both the inline header links (shown from `lg` up) and the
// phone menu (below `lg`) are present. The phone menu is a native disclosure (<details>, a group)
// whose toggle reads "Menu".

/** The header's phone menu: the disclosure, its toggle and its navigation. */
function phoneMenu() {
  const menu = within(screen.getByRole('banner')).getByRole('group');
  return {
    menu,
    toggle: within(menu).getByText('Menu'),
    nav: within(menu).getByRole('navigation'),
  };
}

describe('site header', () => {
  it('links the logo home and every item to its target, as router links', async () => {
    await renderRoute('/pro-dev-camp');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: `${business.name}, home` })).toHaveAttribute(
      'href',
      '/',
    );
    const expected = {
      Mission: '/#mission',
      Training: '/#program',
      Coaches: '/#team',
      'Pro Dev Camp': '/pro-dev-camp',
      // The same page in Spanish, named in Spanish.
      Español: '/es/pro-dev-camp',
      'Start Training': '/#signup',
    };
    const hrefsIn = (nav: HTMLElement) =>
      Object.fromEntries(
        within(nav)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      );
    const { nav: menuNav } = phoneMenu();
    const inline = within(header)
      .getAllByRole('navigation')
      .find((nav) => nav !== menuNav)!;
    expect(hrefsIn(inline)).toEqual(expected);
    expect(hrefsIn(menuNav)).toEqual(expected);
  });

  it('opens the menu, closes it after a choice and lands on the section', async () => {
    const { router } = await renderRoute('/pro-dev-camp');
    const user = userEvent.setup();
    const { menu, toggle, nav } = phoneMenu();
    expect(menu).not.toHaveAttribute('open');
    expect(nav).not.toBeVisible();
    await user.click(toggle);
    expect(menu).toHaveAttribute('open');
    expect(nav).toBeVisible();
    expect(within(nav).getAllByRole('link')).toHaveLength(6);

    await user.click(within(nav).getByRole('link', { name: 'Coaches' }));
    expect(menu).not.toHaveAttribute('open');
    await waitFor(() => expect(router.location).toMatchObject({ pathname: '/', hash: '#team' }));
    // The home page renders in a transition; focus moves once it has committed.
    await waitFor(() => expect(screen.getByRole('region', { name: team.title })).toHaveFocus(), {
      timeout: 4000,
    });
  });

  it('closes the menu on Escape and returns focus to the toggle', async () => {
    await renderRoute('/');
    const user = userEvent.setup();
    const { menu, toggle, nav } = phoneMenu();
    await user.click(toggle);
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Mission' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu).not.toHaveAttribute('open');
    expect(toggle).toHaveFocus();
  });

  it('closes the menu after choosing Pro Dev Camp', async () => {
    const { router } = await renderRoute('/');
    const user = userEvent.setup();
    const { menu, toggle, nav } = phoneMenu();
    await user.click(toggle);
    await user.click(within(nav).getByRole('link', { name: 'Pro Dev Camp' }));
    expect(menu).not.toHaveAttribute('open');
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
