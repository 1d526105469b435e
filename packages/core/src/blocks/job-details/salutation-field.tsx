import { SALUTATIONS, type Salutation } from '@jobboard/schema';
import { applyMessages } from '../../i18n/messages/apply-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';

export interface SalutationFieldProps {
  id: string;
  value: Salutation | '';
  onChange: (value: Salutation | '') => void;
  required: boolean;
  problem: string | undefined;
}

function isSalutation(value: string): value is Salutation {
  return (SALUTATIONS as readonly string[]).includes(value);
}

/** The salutation select of the apply form (setting `hideGender`). */
export function SalutationField({ id, value, onChange, required, problem }: SalutationFieldProps) {
  const { _ } = useBoardI18n();
  const errorId = `${id}-error`;
  return (
    <div className="jb-apply-form__field">
      <label className="jb-label" htmlFor={id}>
        {_(applyMessages.salutation)}
        {required ? null : ` ${_(applyMessages.optional)}`}
      </label>
      <select
        id={id}
        className="jb-select"
        value={value}
        required={required}
        aria-invalid={problem ? 'true' : undefined}
        aria-describedby={problem ? errorId : undefined}
        onChange={(event) => onChange(isSalutation(event.target.value) ? event.target.value : '')}
      >
        <option value="">{_(applyMessages.salutationNone)}</option>
        {SALUTATIONS.map((salutation) => (
          <option key={salutation} value={salutation}>
            {_(applyMessages.salutations[salutation])}
          </option>
        ))}
      </select>
      {problem ? (
        <p id={errorId} className="jb-field-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
