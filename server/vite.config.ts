import { defineConfig } from 'vite';
import { aliases } from '../vite.config.ts';

/* `npm run build` also builds the API server: server/main.ts → dist-server/main.js, dependencies left external. */
export default defineConfig({
  resolve: { alias: aliases },
  publicDir: false,
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'main.js' } },
  },
  logLevel: 'warn',
});
