import type { BlockSettingsOf } from '@jobboard/schema';
import type { FormEvent } from 'react';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { withCatalogPart } from '../../blocks-runtime/with-catalog-part';
import type { CatalogPart } from '../../i18n/load-catalog-part';
import { accountMessages } from '../../i18n/messages/account-messages';
import { contentMessages } from '../../i18n/messages/content-messages';
import { passwordMessages } from '../../i18n/messages/password-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useBoardIdPrefix } from '../../shell/board-id';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { TextField } from '../job-details/text-field';
import { NoScriptNote } from '../shared/no-script-note';
import { initialLoginRole, loginRoles } from './login-roles';
import { passwordFormStyles } from './password-form-styles';
import { RoleChoice } from './role-choice';
import { usePasswordForgotForm } from './use-password-forgot-form';

/**
 * The password forgot form: the title (an `<h2>`: the page's `<h1>` is its title), the text, a
 * role choice when candidates and employers may both log in, and the email address. Asks the
 * chosen role's API to mail a reset link; the form stays with the address, and the success
 * message or the API's error text is announced above the button.
 */
const Block: BlockModule<BlockSettingsOf<'password-forgot'>>['component'] = ({
  settings,
  block,
  context,
}) => {
  useScopedStyles('password-form', passwordFormStyles);
  const { _ } = useBoardI18n();
  const idPrefix = `${useBoardIdPrefix()}jb-password-forgot-${block.id}`;
  const roles = loginRoles(context.settings);
  const form = usePasswordForgotForm(
    context,
    initialLoginRole(context.settings, roles, context.route.query.get('role')),
    `${idPrefix}-email`,
  );
  const sending = form.status === 'sending';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <section
      className="jb-password-form jb-password-forgot jb-contained"
      {...(settings.title ? { 'aria-labelledby': `${idPrefix}-title` } : {})}
    >
      {settings.title ? <h2 id={`${idPrefix}-title`}>{settings.title}</h2> : null}
      {settings.text ? <p className="jb-password-form__text">{settings.text}</p> : null}
      <form
        ref={form.formRef}
        method="post"
        className="jb-password-form__form"
        noValidate
        onSubmit={onSubmit}
        aria-busy={sending}
      >
        <NoScriptNote />
        {roles.length > 1 ? (
          <RoleChoice
            id={`${idPrefix}-role`}
            roles={roles}
            value={form.role}
            onChange={form.setRole}
          />
        ) : null}
        <TextField
          id={`${idPrefix}-email`}
          label={_(contentMessages.contactFields.email)}
          type="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={form.setEmail}
          problem={form.problem}
        />
        <div
          role="status"
          className={form.status === 'sent' ? 'jb-password-form__success' : undefined}
        >
          {form.status === 'sent'
            ? `${_(passwordMessages.linkSent(form.sentTo))}${
                context.editor ? ` ${_(accountMessages.editorNotSent)}` : ''
              }`
            : ''}
        </div>
        <div role="alert" className={form.failure ? 'jb-password-form__failure' : undefined}>
          {form.failure}
        </div>
        {/* aria-disabled, not disabled: a disabled button loses the focus (to the page's body)
            while the request is sent; a second submit meanwhile is ignored by the form. */}
        <button
          type="submit"
          className="jb-button jb-password-form__submit"
          aria-disabled={sending}
        >
          {sending ? _(contentMessages.sending) : _(passwordMessages.sendLink)}
        </button>
      </form>
    </section>
  );
};

export const component: BlockModule<BlockSettingsOf<'password-forgot'>>['component'] =
  withCatalogPart('account', Block);

/** The account texts load with the block (lingui.config.ts). */
export const catalogPart: CatalogPart = 'account';

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { passwordForgotBlock as definition } from '@jobboard/schema';
