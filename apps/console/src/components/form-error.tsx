/** Why a form's call failed, read out as it appears. */
export function FormError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-red-600">
      {error.message}
    </p>
  );
}
