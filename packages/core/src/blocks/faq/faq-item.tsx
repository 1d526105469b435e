import { SafeHtml } from '../../html/safe-html';

export interface FaqItemProps {
  question: string;
  answer: string;
  /** Unique on the page; the button and the answer region derive their ids from it. */
  id: string;
  open: boolean;
  onToggle: () => void;
}

/** One question as a disclosure: a heading button that shows or hides its answer region. */
export function FaqItem({ question, answer, id, open, onToggle }: FaqItemProps) {
  const buttonId = `${id}-question`;
  const answerId = `${id}-answer`;
  return (
    <li className="jb-faq__item">
      <h3 className="jb-faq__question">
        <button
          type="button"
          id={buttonId}
          className="jb-faq__toggle"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={onToggle}
        >
          <span>{question}</span>
          <span className="jb-faq__icon" aria-hidden="true" />
        </button>
      </h3>
      <section id={answerId} aria-labelledby={buttonId} className="jb-faq__answer" hidden={!open}>
        <SafeHtml html={answer} />
      </section>
    </li>
  );
}
