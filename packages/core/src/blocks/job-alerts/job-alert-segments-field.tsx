import { useRef } from 'react';
import { jobAlertMessages } from '../../i18n/messages/job-alert-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useFocusAfterRender } from '../shared/use-focus-after-render';

export interface JobAlertSegmentsFieldProps {
  /** The group's id: the focus goes there when the API refuses the categories. */
  id: string;
  segments: readonly { id: number; name: string }[];
  onRemove: (id: number) => void;
  error: string | undefined;
}

/**
 * The categories the search chose (its segments), by name, each with a button that drops it.
 * Dropping one moves the focus to the next one's button, else the one before, else the text
 * that says the alert follows all categories.
 */
export function JobAlertSegmentsField({
  id,
  segments,
  onRemove,
  error,
}: JobAlertSegmentsFieldProps) {
  const { _ } = useBoardI18n();
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const none = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const errorId = `${id}-error`;

  const remove = (segmentId: number) => {
    const order = segments.map((segment) => segment.id);
    const at = order.indexOf(segmentId);
    const next = order[at + 1] ?? order[at - 1];
    onRemove(segmentId);
    focusAfterRender(() =>
      next === undefined ? none.current : (buttons.current.get(next) ?? none.current),
    );
  };

  return (
    <fieldset
      id={id}
      className="jb-job-alert__segments"
      tabIndex={-1}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{_(jobAlertMessages.categories)}</legend>
      {segments.length === 0 ? (
        <p ref={none} tabIndex={-1}>
          {_(jobAlertMessages.allCategories)}
        </p>
      ) : (
        <ul className="jb-job-alert__chips">
          {segments.map((segment) => (
            <li key={segment.id} className="jb-job-alert__chip">
              <span>{segment.name}</span>
              <button
                ref={(element) => {
                  if (element) buttons.current.set(segment.id, element);
                  else buttons.current.delete(segment.id);
                }}
                type="button"
                className="jb-button jb-button--plain"
                aria-label={_(jobAlertMessages.removeCategory(segment.name))}
                onClick={() => remove(segment.id)}
              >
                {_(jobAlertMessages.remove)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id={errorId} className="jb-field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
