import type { Newsletter } from '@jobboard/schema';
import { accountMessages } from '../../i18n/messages/account-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';

export interface NewslettersChoiceProps {
  id: string;
  newsletters: readonly Newsletter[];
  selected: readonly number[];
  onChange: (selected: number[]) => void;
}

/**
 * A checkbox per newsletter of the site configuration; nothing when it has none. The apply
 * form's field looks the same, but its texts load with the apply dialog.
 */
export function NewslettersChoice({ id, newsletters, selected, onChange }: NewslettersChoiceProps) {
  const { _ } = useBoardI18n();
  if (newsletters.length === 0) return null;
  return (
    <fieldset>
      <legend>{_(accountMessages.newsletters)}</legend>
      {newsletters.map((newsletter) => {
        const checkboxId = `${id}-${newsletter.id}`;
        return (
          <div key={newsletter.id} className="jb-apply-form__check">
            <input
              id={checkboxId}
              type="checkbox"
              checked={selected.includes(newsletter.id)}
              onChange={(event) =>
                onChange(
                  event.currentTarget.checked
                    ? [...selected, newsletter.id]
                    : selected.filter((item) => item !== newsletter.id),
                )
              }
            />
            <label htmlFor={checkboxId}>
              {newsletter.name}
              {newsletter.description ? (
                <span className="jb-account__hint"> {newsletter.description}</span>
              ) : null}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
