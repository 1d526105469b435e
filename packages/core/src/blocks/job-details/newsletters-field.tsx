import type { Newsletter } from '@jobboard/schema';
import { applyMessages } from '../../i18n/messages/apply-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';

export interface NewslettersFieldProps {
  id: string;
  newsletters: readonly Newsletter[];
  selected: readonly number[];
  onChange: (selected: number[]) => void;
}

/** A checkbox per newsletter of the site configuration; nothing when the site has none. */
export function NewslettersField({ id, newsletters, selected, onChange }: NewslettersFieldProps) {
  const { _ } = useBoardI18n();
  if (newsletters.length === 0) return null;
  const toggle = (newsletterId: number, checked: boolean) =>
    onChange(
      checked
        ? [...selected.filter((item) => item !== newsletterId), newsletterId]
        : selected.filter((item) => item !== newsletterId),
    );
  return (
    <fieldset className="jb-apply-form__field">
      <legend>{_(applyMessages.newsletters)}</legend>
      {newsletters.map((newsletter) => {
        const checkboxId = `${id}-${newsletter.id}`;
        return (
          <div key={newsletter.id} className="jb-apply-form__check">
            <input
              id={checkboxId}
              type="checkbox"
              checked={selected.includes(newsletter.id)}
              onChange={(event) => toggle(newsletter.id, event.target.checked)}
            />
            <label htmlFor={checkboxId}>
              {newsletter.name}
              {newsletter.description ? (
                <span className="jb-apply-form__hint"> {newsletter.description}</span>
              ) : null}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
