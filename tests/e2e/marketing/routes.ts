/**
 * Every route of the site, as the browser tests visit them. `owned: false` marks the registration
 * wizard, whose page has its own browser tests (tests/e2e/registration/): here it is screenshotted
 * and its layout (header, footer) checked, and its own findings are reported, not asserted.
 */
export const routes = [
  { name: 'home', path: '/', owned: true },
  { name: 'pro-dev-camp', path: '/pro-dev-camp', owned: true },
  { name: 'registration', path: '/registration', owned: false },
  { name: 'success', path: '/success?session_id=cs_test_a1b2c3d4e5f6g7h8', owned: true },
  { name: 'success-no-id', path: '/success', owned: true },
  { name: 'not-found', path: '/no-such-page', owned: true, status: 404 },
] as const;

export const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;
