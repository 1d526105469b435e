import { useContext } from 'react';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { OrganisationGrid } from '../featured-organisations/organisation-grid';
import { SessionUserContext } from '../shared/session-role-context';

/**
 * The organisations the employer's client manages (the logged-in user's `client.organisations`),
 * as the board shows them: cards linking to their profile and their jobs. Changing an
 * organisation's profile has no call in the spec, so the tab shows them as visitors see them.
 */
export function OrganisationsTab() {
  const { _ } = useBoardI18n();
  const organisations = useContext(SessionUserContext)?.client?.organisations ?? [];
  if (organisations.length === 0) return <p>{_(accountPageMessages.noOrganisations)}</p>;
  return <OrganisationGrid organisations={organisations} />;
}
