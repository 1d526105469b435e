import type { BlockSettingsOf } from '@jobboard/schema';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { withCatalogPart } from '../../blocks-runtime/with-catalog-part';
import type { CatalogPart } from '../../i18n/load-catalog-part';
import { accountMessages } from '../../i18n/messages/account-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { AccountSection } from '../shared/account-form/account-section';
import { pageLinkHref } from '../shared/page-link';
import { RegisterForm } from './register-form';

/**
 * The registration form with a tab per role the block and the site allow (builder.md §6):
 * candidates give their name, email and password; employers also their company, its address and
 * phone. The new account is logged in at once. A link under it leads to the login page.
 */
const Block: BlockModule<BlockSettingsOf<'register'>>['component'] = ({
  settings,
  block,
  context,
}) => {
  const { _ } = useBoardI18n();
  const loginHref = pageLinkHref(context, 'p-login');
  return (
    <AccountSection form="register" settings={settings} block={block} context={context}>
      {(role) => (
        <>
          <RegisterForm role={role} context={context} loginHref={loginHref} />
          {/* A visitor sent here (by a favourite, say) who has an account logs in instead. */}
          {loginHref ? (
            <p className="jb-account__links">
              <a href={loginHref}>{_(accountMessages.haveAccount)}</a>
            </p>
          ) : null}
        </>
      )}
    </AccountSection>
  );
};

export const component: BlockModule<BlockSettingsOf<'register'>>['component'] = withCatalogPart(
  'account',
  Block,
);

/** The account texts load with the block (lingui.config.ts). */
export const catalogPart: CatalogPart = 'account';

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { registerBlock as definition } from '@jobboard/schema';
