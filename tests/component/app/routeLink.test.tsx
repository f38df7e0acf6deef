import { fireEvent, render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouteLink } from '../../../src/components/RouteLink';
import { createRouterProbe } from '../../../src/form-engine/test-kit/routerProbe.tsx';

/**
 * The site's link to its own pages (src/components/RouteLink.tsx), as the pages use it: an MUI
 * Button or Box whose `component` it is. It stands in for react-router's `Link`, so it must do
 * what a parent expects of one.
 */
function renderLink(props: { onClick?: (event: React.MouseEvent) => void } = {}) {
  const router = createRouterProbe();
  render(
    <MemoryRouter initialEntries={['/registration']}>
      <Button component={RouteLink} to={{ pathname: '/', hash: '#signup' }} {...props}>
        Home
      </Button>
      {router.element}
    </MemoryRouter>,
  );
  return { router, link: screen.getByRole('link', { name: 'Home' }) };
}

describe('RouteLink', () => {
  it('is a link with the address of its page, so it can be opened in a new tab or copied', () => {
    const { link } = renderLink();
    expect(link).toHaveAttribute('href', '/#signup');
  });

  it('goes to its page in the app on a plain click', () => {
    const { router, link } = renderLink();
    expect(fireEvent.click(link)).toBe(false);
    expect(router.location).toMatchObject({ pathname: '/', hash: '#signup' });
  });

  it.each([
    ['a Control click', { ctrlKey: true }],
    ['a Command click', { metaKey: true }],
    ['a Shift click', { shiftKey: true }],
    ['a middle click', { button: 1 }],
  ])('leaves %s to the browser (a new tab or window)', (_, modifiers) => {
    const { router, link } = renderLink();
    expect(fireEvent.click(link, modifiers)).toBe(true);
    expect(router.location.pathname).toBe('/registration');
  });

  it('stays where it is when its own click handler prevents the default', () => {
    const { router, link } = renderLink({ onClick: (event) => event.preventDefault() });
    fireEvent.click(link);
    expect(router.location.pathname).toBe('/registration');
  });
});
