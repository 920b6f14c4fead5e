import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkGroups } from './build/chunk-groups';
import { firstPaintCss } from './build/first-paint-css';
import { precompress } from './build/precompress';
import { systemFont } from './build/system-font';
import { usedComponentCss } from './build/used-component-css';

const API_TARGET = 'http://127.0.0.1:8080';
/** This app's folder, which the build plugins read the sources from. */
const ROOT = fileURLToPath(new URL('.', import.meta.url));

// What the first paint of /login draws with: its stylesheet keeps only the rules these (and the
// modules they import) can use.
const FIRST_PAINT = firstPaintCss({
  root: ROOT,
  stylesheets: ['src/styles/public-components.ts', 'src/styles/shell.css'],
  content: [
    'index.html',
    'src/screens/login',
    'src/components/PublicFrame.tsx',
    'src/components/TextField.tsx',
    'src/components/LanguageToggle.tsx',
    'src/components/PageLoader.tsx',
    'src/components/ScreenHost.tsx',
    'src/components/Toasts.tsx',
    'src/layout/RootShell.tsx',
    'src/routing/router.tsx',
  ],
});

// What every screen can draw with: fomantic's stylesheets keep only the rules these can use.
const USED_COMPONENTS = usedComponentCss({
  root: ROOT,
  sources: ['index.html', 'src', '../../packages/domain/src', '../../packages/i18n/src'],
});

export default defineConfig({
  plugins: [react(), systemFont(), FIRST_PAINT, USED_COMPONENTS, precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // three files where the bundler made dozens of small ones (build/chunk-groups.ts)
        codeSplitting: { groups: chunkGroups(ROOT) },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/merchant': { target: API_TARGET, changeOrigin: false },
    },
  },
});
