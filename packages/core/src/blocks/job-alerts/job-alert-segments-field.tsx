import { useRef, useState } from 'react';
import { jobAlertMessages } from '../../i18n/messages/job-alert-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useFocusAfterRender } from '../shared/use-focus-after-render';

/** The categories of one segment group that may still be added, under the group's name. */
export interface SegmentChoiceGroup {
  name: string;
  segments: readonly { id: number; name: string }[];
}

export interface JobAlertSegmentsFieldProps {
  /** The group's id: the focus goes there when the API refuses the categories. */
  id: string;
  segments: readonly { id: number; name: string }[];
  /** The categories not chosen yet, by group; none: no select to add one. */
  choices: readonly SegmentChoiceGroup[];
  onAdd: (id: number) => void;
  onRemove: (id: number) => void;
  error: string | undefined;
}

/**
 * The categories the alert follows (its segments), by name, each with a button that drops it,
 * and a select that adds one of the others, grouped by segment group. Dropping one moves the
 * focus to the next one's button, else the one before, else the select (or, with nothing left to
 * add, the text that says the alert follows all categories). A category is added with the button
 * beside the select, not on the select's change: arrow keys on a closed select change it in some
 * browsers, which would add each category passed (WCAG 3.2.2). The focus stays on the button, to
 * add another, or goes to the new category's button when none is left to add.
 */
export function JobAlertSegmentsField({
  id,
  segments,
  choices,
  onAdd,
  onRemove,
  error,
}: JobAlertSegmentsFieldProps) {
  const { _ } = useBoardI18n();
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const none = useRef<HTMLParagraphElement>(null);
  const addSelect = useRef<HTMLSelectElement>(null);
  const addId = `${id}-add`;
  const [choice, setChoice] = useState('');
  // What the last add or remove did, for screen readers: the focus stays on the Add button, so
  // nothing else says the category came (QA, WCAG 4.1.3).
  const [said, setSaid] = useState('');
  const nameOf = (segmentId: number) =>
    [...segments, ...choices.flatMap((group) => group.segments)].find(
      (segment) => segment.id === segmentId,
    )?.name ?? '';
  const add = () => {
    const chosen = Number(choice);
    if (!Number.isInteger(chosen) || chosen <= 0) {
      addSelect.current?.focus();
      return;
    }
    const lastChoice = choices.every((group) =>
      group.segments.every((segment) => segment.id === chosen),
    );
    setChoice('');
    setSaid(_(jobAlertMessages.categoryAdded(nameOf(chosen))));
    onAdd(chosen);
    if (lastChoice) focusAfterRender(() => buttons.current.get(chosen) ?? none.current);
  };
  const focusAfterRender = useFocusAfterRender();
  const errorId = `${id}-error`;

  const remove = (segmentId: number) => {
    const order = segments.map((segment) => segment.id);
    const at = order.indexOf(segmentId);
    const next = order[at + 1] ?? order[at - 1];
    setSaid(_(jobAlertMessages.categoryRemoved(nameOf(segmentId))));
    onRemove(segmentId);
    focusAfterRender(() =>
      next === undefined
        ? (addSelect.current ?? none.current)
        : (buttons.current.get(next) ?? none.current),
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
      {choices.length > 0 ? (
        <div className="jb-account__field">
          <label className="jb-label" htmlFor={addId}>
            {_(jobAlertMessages.addCategory)}
          </label>
          <div className="jb-job-alert__add">
            <select
              ref={addSelect}
              id={addId}
              className="jb-select"
              value={choice}
              onChange={(event) => setChoice(event.currentTarget.value)}
            >
              <option value="">{_(jobAlertMessages.chooseCategory)}</option>
              {choices.map((group) => (
                <optgroup key={group.name} label={group.name}>
                  {group.segments.map((segment) => (
                    <option key={segment.id} value={String(segment.id)}>
                      {segment.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            <button type="button" className="jb-button jb-button--info" onClick={add}>
              {_(jobAlertMessages.addCategoryButton)}
            </button>
          </div>
        </div>
      ) : null}
      <p role="status" className="jb-visually-hidden">
        {said}
      </p>
      {error ? (
        <p id={errorId} className="jb-field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
