import type { BlockSettingsOf } from '@jobboard/schema';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { withCatalogPart } from '../../blocks-runtime/with-catalog-part';
import type { CatalogPart } from '../../i18n/load-catalog-part';
import { accountMessages } from '../../i18n/messages/account-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { AccountSection } from '../shared/account-form/account-section';
import { pageLinkHref } from '../shared/page-link';
import { LoginForm } from './login-form';

/**
 * The login form with a tab per role the block and the site offer (builder.md §6), and links to
 * the site's registration and forgot-password pages where it has them.
 */
const Block: BlockModule<BlockSettingsOf<'login'>>['component'] = ({
  settings,
  block,
  context,
}) => {
  const { _ } = useBoardI18n();
  const forgotHref = pageLinkHref(context, 'p-password-forgot');
  const registerHref = pageLinkHref(context, 'p-register');
  return (
    <AccountSection form="login" settings={settings} block={block} context={context}>
      {(role) => (
        <>
          <LoginForm role={role} context={context} />
          {forgotHref || registerHref ? (
            <p className="jb-account__links">
              {forgotHref ? <a href={forgotHref}>{_(accountMessages.forgotPassword)}</a> : null}
              {registerHref ? <a href={registerHref}>{_(accountMessages.createAccount)}</a> : null}
            </p>
          ) : null}
        </>
      )}
    </AccountSection>
  );
};

export const component: BlockModule<BlockSettingsOf<'login'>>['component'] = withCatalogPart(
  'account',
  Block,
);

/** The account texts load with the block (lingui.config.ts). */
export const catalogPart: CatalogPart = 'account';

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { loginBlock as definition } from '@jobboard/schema';
