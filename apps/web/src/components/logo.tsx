/**
 * The clinic's mark in the navigation bar, drawn in the page itself: the drawing of
 * public/favicon.svg (logo.test.tsx holds the two equal). As an image it was one more request
 * before the first paint, at high priority, and the browser built a document of its own to draw
 * it: 3 to 7 ms of main-thread work on this project's machine.
 */
export function Logo() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 64"
      width={32}
      height={32}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill="#3f4bbf" />
      <path
        d="M32 50s-16-9.5-16-21a9 9 0 0 1 16-5.6A9 9 0 0 1 48 29c0 11.5-16 21-16 21z"
        fill="#fff"
      />
      <path
        d="M22 31h6l3-6 4 11 3-5h5"
        fill="none"
        stroke="#3f4bbf"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
