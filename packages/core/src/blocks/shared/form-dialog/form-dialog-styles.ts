import { DIALOG_Z_INDEX } from '../../../shell/dialog-layer';

/** A dialog around a form (the apply and order dialogs) over the page: its frame and question. */
export function formDialogStyles(r: string): string {
  return `
${r} .jb-form-dialog__backdrop {
  position: fixed;
  inset: 0;
  z-index: ${DIALOG_Z_INDEX};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 24px 12px;
  overflow-y: auto;
  overscroll-behavior: contain;
  /* A field tabbed to (or the close question) is scrolled clear of the sticky header. */
  scroll-padding-top: 96px;
  background: rgba(17, 24, 39, 0.6);
}
${r} .jb-form-dialog {
  width: 100%;
  max-width: 640px;
  padding: 24px;
  border-radius: var(--jb-radius, 4px);
  background: var(--jb-background, #ffffff);
  color: var(--jb-text, #1f2937);
  box-shadow: 0 12px 32px rgba(17, 24, 39, 0.3);
}
/* The title and its close button stay in sight while the form scrolls under them: on a phone
   the apply form is twice the screen's height, and the button was 800 px up at its end. The
   header takes the dialog's top padding, and sticks at the window's top (the backdrop's 24 px
   padding above). */
${r} .jb-form-dialog__header {
  position: sticky;
  top: -24px;
  z-index: 1;
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  margin: -24px -24px 16px;
  padding: 24px 24px 8px;
  border-radius: var(--jb-radius, 4px) var(--jb-radius, 4px) 0 0;
  background: var(--jb-background, #ffffff);
}
${r} .jb-form-dialog__confirm {
  margin-bottom: 16px;
  padding: 16px;
  border: 1px solid var(--jb-primary, #1d4ed8);
  border-radius: var(--jb-radius, 4px);
  background: var(--jb-background, #ffffff);
}
${r} .jb-form-dialog__confirm p {
  margin: 0 0 8px;
}
${r} .jb-form-dialog__confirm-title {
  font-weight: 700;
}
${r} .jb-form-dialog__confirm-actions {
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 12px;
}
${r} .jb-form-dialog__title {
  margin: 0;
  font-size: 22px;
}
${r} .jb-form-dialog__close {
  min-width: 40px;
  min-height: 40px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: var(--jb-radius, 4px);
  background: transparent;
  color: var(--jb-text, #1f2937);
  font-size: 24px;
  line-height: 1;
  cursor: pointer;
}
`;
}
