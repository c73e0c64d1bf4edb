/**
 * React's DOM as the app starts it. This module sits in the react-dom chunk (vite.config.ts), so
 * React's own start-up (its CommonJS module body, run by the first module that imports it) runs
 * when that chunk is evaluated, in a task of its own (src/boot.ts), not inside the app entry's.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
