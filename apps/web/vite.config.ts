import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    target: 'es2022',
    // The QR code library and route chunks load on demand; the home page stays small.
    chunkSizeWarningLimit: 300,
  },
  server: {
    proxy: {
      '/api': api,
      '/uploads': api,
    },
  },
});
