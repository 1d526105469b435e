import type { AccountRole, User } from '@jobboard/schema';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { lazyModule } from '../../shell/lazy-module';
import { AccountDataSection } from './account-data-section';
import { LazyTab } from './lazy-tab';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

export interface EditProfileTabProps {
  role: AccountRole;
  user: User;
  context: Pick<
    BlockContext,
    'client' | 'config' | 'editor' | 'emit' | 'site' | 'locale' | 'defaultLocale'
  >;
  /** The block's id prefix, for the forms' headings. */
  idPrefix: string;
}

/** The address book: a chunk of its own (the employer's company tab has it too), loaded when shown. */
const addressBook = lazyModule(() => import('./address-book'));

/**
 * The profile tab: the person's name and email, and below it the password, each a form; for a
 * candidate then their addresses and their own data (the export and the account's deletion).
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
      {/* The editor's example account has no addresses to read or change. */}
      {role === 'candidate' && !context.editor ? (
        <LazyTab
          module={addressBook}
          render={(book) => (
            <book.AddressBook context={context} userUuid={user.uuid} owner="user" />
          )}
        />
      ) : null}
      {role === 'candidate' ? <AccountDataSection context={context} idPrefix={idPrefix} /> : null}
    </div>
  );
}
