import type { AccountRole, User } from '@jobboard/schema';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { AccountDataSection } from './account-data-section';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

export interface EditProfileTabProps {
  role: AccountRole;
  user: User;
  context: Pick<BlockContext, 'client' | 'editor' | 'emit' | 'site' | 'locale' | 'defaultLocale'>;
  /** The block's id prefix, for the forms' headings. */
  idPrefix: string;
}

/**
 * The profile tab: the person's name and email, and below it the password, each a form; for a
 * candidate then their own data (the export and the account's deletion).
 */
export function EditProfileTab({ role, user, context, idPrefix }: EditProfileTabProps) {
  const { _ } = useBoardI18n();
  return (
    <div className="jb-account-page__forms">
      <section aria-labelledby={`${idPrefix}-profile`}>
        <h3 id={`${idPrefix}-profile`}>{_(accountPageMessages.profileHeading)}</h3>
        <ProfileForm role={role} user={user} context={context} />
      </section>
      <section aria-labelledby={`${idPrefix}-password`}>
        <h3 id={`${idPrefix}-password`}>{_(accountPageMessages.passwordHeading)}</h3>
        <PasswordForm role={role} user={user} context={context} />
      </section>
      {role === 'candidate' ? <AccountDataSection context={context} idPrefix={idPrefix} /> : null}
    </div>
  );
}
