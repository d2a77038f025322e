/** A spinner and what is under way, announced to screen readers; a full page unless inline. */
export function ProgressLine({ text, inline = true }: { text: string; inline?: boolean }) {
  return (
    <div
      className={inline ? 'page-loader page-loader--inline' : 'page-loader'}
      role="status"
      aria-live="polite"
    >
      <span className="spinner" aria-hidden="true" />
      <span className="page-loader__text">{text}</span>
    </div>
  );
}

/** An error said at once (role alert); nothing when there is none. */
export function ErrorNotice({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="notice notice--error" role="alert">
      {text}
    </p>
  );
}
