import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { systemFont } from './build/system-font';

const API_TARGET = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), systemFont(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 800 },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/merchant': { target: API_TARGET, changeOrigin: false },
    },
  },
});
