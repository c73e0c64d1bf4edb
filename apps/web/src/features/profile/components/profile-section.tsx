import { useId, type ReactNode } from 'react';

/** One of My Profile's sections below the details: a titled region, with an optional intro. */
export function ProfileSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  const heading = (
    <h2 id={titleId} className="text-xl font-semibold text-gray-900">
      {title}
    </h2>
  );
  return (
    <section
      aria-labelledby={titleId}
      className="mt-12 space-y-6 border-t border-gray-200 pt-8 text-sm"
    >
      {intro === undefined ? (
        heading
      ) : (
        <div className="space-y-1">
          {heading}
          <p className="text-gray-700">{intro}</p>
        </div>
      )}
      {children}
    </section>
  );
}
