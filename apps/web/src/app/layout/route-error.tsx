import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/** What a page shows when it cannot render: a failed chunk download (often a new release) or a bug. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'This page could not be loaded. Check your connection and try again.';
  return (
    <section role="alert" className="mx-auto max-w-lg py-20 text-center">
      <h1 className="text-2xl font-semibold text-gray-900">Something went wrong</h1>
      <p className="mt-3 text-gray-600">{message}</p>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link to="/" className="btn-outline">
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
