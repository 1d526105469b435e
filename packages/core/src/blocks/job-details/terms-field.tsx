import { useEffect, useRef } from 'react';
import { SafeHtml } from '../../html/safe-html';
import { layoutMessages } from '../../i18n/messages/layout-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';

export interface TermsFieldProps {
  id: string;
  /** The block's `termsTextApply` (HTML). */
  termsHtml: string;
  /** The block's `checkboxAcceptText`. */
  acceptText: string;
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  problem: string | undefined;
}

/** The terms text and the checkbox that must be ticked to apply. */
export function TermsField({
  id,
  termsHtml,
  acceptText,
  accepted,
  onChange,
  problem,
}: TermsFieldProps) {
  const errorId = `${id}-error`;
  const terms = useRef<HTMLDivElement>(null);
  const { _ } = useBoardI18n();
  const hint = _(layoutMessages.opensInNewTab);
  // A link in the terms (to the full conditions, say) opens a new tab: followed in this one it
  // would leave the job page and close the dialog, and the form filled in so far would be lost.
  // The sanitized HTML can arrive after this field renders (the sanitizer loads on demand), so
  // its links are marked whenever they appear. Mail and phone links leave the page alone.
  useEffect(() => {
    const element = terms.current;
    if (!element) return;
    const mark = () => {
      for (const link of element.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        if (!/^https?:$/.test(link.protocol)) continue;
        link.target = '_blank';
        link.rel = 'noopener noreferrer';
        let said = link.querySelector<HTMLElement>('[data-jb-new-tab]');
        if (!said) {
          said = link.ownerDocument.createElement('span');
          said.className = 'jb-visually-hidden';
          said.dataset.jbNewTab = '';
          link.append(said);
        }
        // Only a change is written: each write is a mutation this observer hears.
        if (said.textContent !== ` ${hint}`) said.textContent = ` ${hint}`;
      }
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [hint]);
  return (
    <div className="jb-apply-form__field">
      <div ref={terms}>
        <SafeHtml html={termsHtml} className="jb-apply-form__terms" />
      </div>
      <div className="jb-apply-form__check">
        <input
          id={id}
          type="checkbox"
          checked={accepted}
          required
          aria-invalid={problem ? 'true' : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{acceptText}</label>
      </div>
      {problem ? (
        <p id={errorId} className="jb-field-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
