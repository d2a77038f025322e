import { useEffect, useRef, type ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface TModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom, e.g. the main action (after the close button, if any). */
  footer?: ReactNode;
  /** The label of the footer's first button, which closes the dialog (e.g. "Cancel"). */
  closeLabel?: string;
  /** 'alertdialog' for a question that interrupts (confirmations); 'dialog' otherwise. */
  role?: 'dialog' | 'alertdialog';
}

/** Focuses the dialog's first control when it opens (React Aria would focus the dialog itself). */
function FocusFirstControl({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current
      ?.closest('[role="dialog"], [role="alertdialog"]')
      ?.querySelector<HTMLElement>(FOCUSABLE)
      ?.focus();
  }, []);
  return (
    <div ref={ref} className="modal__content">
      {children}
    </div>
  );
}

/**
 * A 600 × 300 dialog on React Aria's modal: focus kept inside and given back to what opened it,
 * the rest of the page hidden from screen readers, closed by Escape and by the backdrop.
 */
export function Modal({
  title,
  onClose,
  children,
  footer,
  closeLabel,
  role = 'dialog',
}: TModalProps) {
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      className="modal-backdrop"
    >
      <AriaModal className="modal-frame">
        <Dialog className="modal" role={role}>
          <FocusFirstControl>
            <Heading slot="title" level={2} className="modal__title">
              {title}
            </Heading>
            <div className="modal__body">{children}</div>
            {(closeLabel || footer) && (
              <div className="modal__footer">
                {closeLabel && (
                  <button type="button" className="button button--secondary" onClick={onClose}>
                    {closeLabel}
                  </button>
                )}
                {footer}
              </div>
            )}
          </FocusFirstControl>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
