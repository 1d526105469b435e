import type { BlockSettingsOf } from '@jobboard/schema';
import { useContext } from 'react';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { withCatalogPart } from '../../blocks-runtime/with-catalog-part';
import type { CatalogPart } from '../../i18n/load-catalog-part';
import {
  SessionLoadingContext,
  SessionRoleContext,
  SessionUserContext,
} from '../shared/session-role-context';
import { AccountPage } from './account-page';
import { EXAMPLE_USER } from './example-account';

/**
 * My account: a greeting with the log-out button, the outcome of the activation mail's link the
 * page was opened with (`?verify_token=`), and a tab per account section the role has (the
 * dashboard, the profile with the password, a candidate's favourites and job alerts), less those
 * the admin hid. The login guard sends guests to login before this page shows; should the
 * block still render for a guest, the editor shows an example account and visitors nothing.
 */
const Block: BlockModule<BlockSettingsOf<'account'>>['component'] = ({
  settings,
  block,
  context,
}) => {
  const role = useContext(SessionRoleContext);
  const user = useContext(SessionUserContext);
  const loading = useContext(SessionLoadingContext);
  const props = { settings, blockId: block.id, context };
  if (role !== 'guest' && user) return <AccountPage {...props} accountRole={role} user={user} />;
  if (!context.editor || loading) return null;
  return <AccountPage {...props} accountRole="candidate" user={EXAMPLE_USER} example />;
};

export const component: BlockModule<BlockSettingsOf<'account'>>['component'] = withCatalogPart(
  'account',
  Block,
);

/** The account texts load with the block (lingui.config.ts). */
export const catalogPart: CatalogPart = 'account';

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { accountBlock as definition } from '@jobboard/schema';
