/** Every route of the site, as the browser tests visit them; `status` where it is not 200. */
export const routes = [
  { name: 'home', path: '/' },
  { name: 'pro-dev-camp', path: '/pro-dev-camp' },
  { name: 'registration', path: '/registration' },
  { name: 'success', path: '/success?session_id=cs_test_a1b2c3d4e5f6g7h8' },
  { name: 'success-no-id', path: '/success' },
  { name: 'not-found', path: '/no-such-page', status: 404 },
] as const;

export const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;
