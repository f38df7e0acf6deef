import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Two pages: the trip form (index.html) and the engine's example form (clinic.html).
export default defineConfig({
  plugins: [react()],
  build: { rollupOptions: { input: ['index.html', 'clinic.html'] } },
});
