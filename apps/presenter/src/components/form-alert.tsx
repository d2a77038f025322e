/** The form-level error region: failures that belong to no single field. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div className="form-alert-region" role="alert">
      {message && <p className="form-alert">{message}</p>}
    </div>
  );
}
