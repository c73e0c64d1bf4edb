import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

// Served by the API under /console/ (vite base); every route lives below it.
const router = createBrowserRouter(routes, { basename: '/console' });

export function AppRouter() {
  return <RouterProvider router={router} />;
}
