import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:3000';

// The API serves the built console at /console/ (apps/console/dist).
export default defineConfig({
  base: '/console/',
  plugins: [react(), tailwindcss()],
  build: {
    target: 'es2022',
  },
  server: {
    proxy: {
      '/api': api,
      '/uploads': api,
    },
  },
});
