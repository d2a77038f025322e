/** The small button that puts away an overlay of the presenting view (QR code, audience view). */
export function HideButton({ label, onHide }: { label: string; onHide: () => void }) {
  return (
    <button type="button" className="button button--secondary button--small" onClick={onHide}>
      {label}
    </button>
  );
}
