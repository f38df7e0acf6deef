import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { hoistStaticsOnlyIfUsed, muiWithoutCssVariables } from 'stepform/vite';

// Two pages: the trip form (index.html) and the engine's example form (clinic.html); the build
// leaves out what the package's README ("A smaller build" in docs/install.md) says it may.
export default defineConfig({
  plugins: [react(), muiWithoutCssVariables(), hoistStaticsOnlyIfUsed()],
  build: { rollupOptions: { input: ['index.html', 'clinic.html'] } },
});
