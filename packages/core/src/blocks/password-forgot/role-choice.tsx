import type { UserType } from '@jobboard/schema';
import { passwordMessages } from '../../i18n/messages/password-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';

export interface RoleChoiceProps {
  /** The group's id; each option's derives from it. */
  id: string;
  roles: readonly UserType[];
  value: UserType;
  onChange: (role: UserType) => void;
}

/** A radio group 'I am a candidate / I am an employer': whose account the form is about. */
export function RoleChoice({ id, roles, value, onChange }: RoleChoiceProps) {
  const { _ } = useBoardI18n();
  return (
    <fieldset className="jb-password-form__roles">
      <legend className="jb-label">{_(passwordMessages.roleLegend)}</legend>
      {roles.map((role) => (
        <div key={role} className="jb-password-form__role">
          <input
            id={`${id}-${role}`}
            type="radio"
            name={id}
            value={role}
            checked={value === role}
            onChange={() => onChange(role)}
          />
          <label htmlFor={`${id}-${role}`}>{_(passwordMessages.roles[role])}</label>
        </div>
      ))}
    </fieldset>
  );
}
