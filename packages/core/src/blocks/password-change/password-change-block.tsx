import { type BlockSettingsOf, PASSWORD_MIN_LENGTH } from '@jobboard/schema';
import { type FormEvent, useEffect, useRef } from 'react';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { withCatalogPart } from '../../blocks-runtime/with-catalog-part';
import type { CatalogPart } from '../../i18n/load-catalog-part';
import { accountMessages } from '../../i18n/messages/account-messages';
import { contentMessages } from '../../i18n/messages/content-messages';
import { errorMessages } from '../../i18n/messages/error-messages';
import { navigationMessages } from '../../i18n/messages/navigation-messages';
import { passwordMessages } from '../../i18n/messages/password-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useBoardIdPrefix } from '../../shell/board-id';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { BoardAnchor } from '../featured-jobs/board-anchor';
import { passwordFormStyles } from '../password-forgot/password-form-styles';
import { NoScriptNote } from '../shared/no-script-note';
import { pagePath } from '../shared/page-link';
import { PasswordField } from './password-field';
import { resetRole } from './reset-role';
import { usePasswordChangeForm } from './use-password-change-form';
import type { PasswordChangeField } from './validate-password-change';

/**
 * The password change form of a reset link (`?token=…&role=…`): the new password and its repeat,
 * sent with the link's token to the role's API. Afterwards a link leads to the login page; a
 * link without a token, or one the API refuses, offers to request a new one. In the editor, which
 * opens the page without a token, the form shows but sends nothing.
 */
const Block: BlockModule<BlockSettingsOf<'password-change'>>['component'] = ({
  settings,
  block,
  context,
}) => {
  useScopedStyles('password-form', passwordFormStyles);
  const { _ } = useBoardI18n();
  const idPrefix = `${useBoardIdPrefix()}jb-password-change-${block.id}`;
  const fieldId = (field: PasswordChangeField) => `${idPrefix}-${field}`;
  const token = context.route.query.get('token') ?? '';
  const form = usePasswordChangeForm(context, {
    token,
    role: resetRole(context.route.query),
    fieldId,
  });
  const done = form.status === 'changed';
  const sending = form.status === 'sending';
  const success = useRef<HTMLDivElement>(null);
  // The button the visitor pressed goes with the form: the focus moves to what replaced it.
  useEffect(() => {
    if (done) success.current?.focus();
  }, [done]);

  // A new link for the same account: its role goes along (an employer's link asks the employers').
  const roleQuery = {
    role: context.route.query.has('role') ? resetRole(context.route.query) : undefined,
  };
  const forgotPath = pagePath(context, 'p-password-forgot', { query: roleQuery });
  const forgotLink =
    forgotPath === null ? null : (
      <BoardAnchor path={forgotPath}>{_(passwordMessages.requestNewLink)}</BoardAnchor>
    );
  // Logging in with the new password opens the account's role (an employer's on its tab).
  const loginPath = pagePath(context, 'p-login', { query: roleQuery });
  const problemText = (field: PasswordChangeField, label: string): string | undefined => {
    switch (form.problems[field]) {
      case undefined:
        return undefined;
      case 'required':
        return _(contentMessages.fieldRequired(label));
      case 'tooShort':
        return _(passwordMessages.passwordTooShort(PASSWORD_MIN_LENGTH));
      case 'mismatch':
        return _(passwordMessages.passwordMismatch);
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };

  const labels = {
    password: _(passwordMessages.newPassword),
    password_confirmation: _(passwordMessages.repeatPassword),
  };
  const view =
    token === '' && !context.editor ? (
      <div className="jb-password-form__failure">
        <p>{_(errorMessages.linkExpiredOrInvalid)}</p>
        {forgotLink}
      </div>
    ) : (
      <>
        {done && !context.editor ? null : (
          <form
            ref={form.formRef}
            method="post"
            className="jb-password-form__form"
            noValidate
            onSubmit={onSubmit}
            aria-busy={sending}
          >
            <NoScriptNote />
            <PasswordField
              id={fieldId('password')}
              label={labels.password}
              value={form.values.password}
              onChange={(value) => form.setValue('password', value)}
              problem={problemText('password', labels.password)}
              hint={_(passwordMessages.passwordHint(PASSWORD_MIN_LENGTH))}
              minLength={PASSWORD_MIN_LENGTH}
            />
            <PasswordField
              id={fieldId('password_confirmation')}
              label={labels.password_confirmation}
              value={form.values.password_confirmation}
              onChange={(value) => form.setValue('password_confirmation', value)}
              problem={problemText('password_confirmation', labels.password_confirmation)}
              minLength={PASSWORD_MIN_LENGTH}
            />
            <div role="alert" className={form.failure ? 'jb-password-form__failure' : undefined}>
              {form.failure ? (
                <>
                  <p>{form.failure}</p>
                  {forgotLink}
                </>
              ) : null}
            </div>
            {/* aria-disabled, not disabled: a disabled button loses the focus (to the page's
                body) while the password is sent; a second submit meanwhile is ignored. */}
            <button
              type="submit"
              className="jb-button jb-password-form__submit"
              aria-disabled={sending}
            >
              {sending ? _(contentMessages.sending) : _(passwordMessages.savePassword)}
            </button>
          </form>
        )}
        <div
          ref={success}
          role="status"
          tabIndex={-1}
          className={done ? 'jb-password-form__success' : undefined}
        >
          {done ? (
            <>
              <p>{_(passwordMessages.passwordChanged)}</p>
              {context.editor ? <p>{_(accountMessages.editorNotSent)}</p> : null}
              {loginPath === null ? null : (
                <BoardAnchor path={loginPath}>{_(navigationMessages.logIn)}</BoardAnchor>
              )}
            </>
          ) : null}
        </div>
      </>
    );

  return (
    <section
      className="jb-password-form jb-password-change jb-contained"
      {...(settings.title ? { 'aria-labelledby': `${idPrefix}-title` } : {})}
    >
      {settings.title ? <h2 id={`${idPrefix}-title`}>{settings.title}</h2> : null}
      {view}
    </section>
  );
};

export const component: BlockModule<BlockSettingsOf<'password-change'>>['component'] =
  withCatalogPart('account', Block);

/** The account texts load with the block (lingui.config.ts). */
export const catalogPart: CatalogPart = 'account';

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { passwordChangeBlock as definition } from '@jobboard/schema';
