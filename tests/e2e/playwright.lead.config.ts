// Local only (not committed): the shared config on its own port and output folder.
import base from './playwright.config';
const port = 4471;
export default {
  ...base,
  outputDir: '/tmp/lead-results',
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    ...base.webServer,
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
  },
};
