import { ACCOUNT_TABS, type Block, type UserType } from '@jobboard/schema';
import { type ReactNode, useContext, useState } from 'react';
import type { BlockContext } from '../../../blocks-runtime/block-context';
import { EditorNotice } from '../../../blocks-runtime/editor-notice';
import { SafeHtml } from '../../../html/safe-html';
import { accountMessages } from '../../../i18n/messages/account-messages';
import { jobMessages } from '../../../i18n/messages/job-messages';
import { useBoardI18n } from '../../../i18n/use-board-i18n';
import { useBoardIdPrefix } from '../../../shell/board-id';
import { useScopedStyles } from '../../../styles/use-scoped-styles';
import { SessionExpiredContext } from '../session-role-context';
import { accountFormStyles } from './account-form-styles';
import { offeredRoles, openingRole } from './offered-roles';
import { RoleTabs } from './role-tabs';

/** The settings the login and registration blocks share (sign-in-role-settings.ts). */
export interface AccountBlockSettings {
  title: string;
  enabledRoles: readonly UserType[];
  defaultRole: UserType;
}

export interface AccountSectionProps {
  form: 'login' | 'register';
  settings: AccountBlockSettings;
  /** The block as stored: whether its settings choose a default role. */
  block: Pick<Block, 'id' | 'settings'>;
  context: Pick<BlockContext, 'settings' | 'editor' | 'route' | 'locale'>;
  /** The form of the selected role. */
  children: (role: UserType) => ReactNode;
}

/**
 * The frame of the login and registration blocks: the title (an `<h2>`: these pages get their
 * `<h1>` from the page title) and a tab per role the block and the site offer. Without a role
 * the editor shows a notice and visitors nothing.
 */
export function AccountSection({ form, settings, block, context, children }: AccountSectionProps) {
  useScopedStyles('account-form', accountFormStyles);
  const { _ } = useBoardI18n();
  const titleId = `${useBoardIdPrefix()}jb-${form}-${block.id}-title`;
  const sessionExpired = useContext(SessionExpiredContext);
  // Null until the visitor picks a tab: the opening role follows the settings until then.
  const [chosen, setChosen] = useState<UserType | null>(null);
  const roles = offeredRoles(settings.enabledRoles, context.settings, form);
  // The block's default role counts when an admin chose one; else the site's default user type
  // (the setting's own default, candidate, would otherwise always win over the site's).
  const chosenDefault = block.settings.some((entry) =>
    Object.hasOwn(entry.settings, 'defaultRole'),
  );
  const siteDefault = context.settings.defaultUserType;
  // A link may ask for a role (`?role=employer`: the products page's order link), when offered;
  // else the account tab the login guard kept (`?tab=manage-jobs`) says whose page it was, so an
  // employer whose session ended on their jobs tab logs in on the employer's tab.
  const asked = context.route.query.get('role') ?? roleOfTab(context.route.query.get('tab'));
  const opening =
    asked === 'candidate' || asked === 'employer'
      ? openingRole(roles, asked, chosenDefault ? settings.defaultRole : siteDefault)
      : openingRole(roles, chosenDefault ? settings.defaultRole : siteDefault, siteDefault);
  if (opening === undefined) {
    return context.editor ? <EditorNotice>{_(accountMessages.noRoles)}</EditorNotice> : null;
  }
  const role = chosen !== null && roles.includes(chosen) ? chosen : opening;
  // A visitor whose session ended on its own (sent here from a page that needs a login, or whose
  // next action was refused) reads why, rather than landing on a login form without a word. An
  // alert, as screen readers read one that arrives with its text; a status they may not.
  const expired = form === 'login' && sessionExpired;
  // A guest sent here by a favourite (favourites-context.tsx) reads why: the site's favourite
  // benefits text, else the catalog's. Favourites are a candidate's, so only on that tab.
  const favouritesReason =
    context.route.query.get('reason') === 'favourites' && role === 'candidate'
      ? context.settings.favouriteBenefitsText[context.locale]?.trim() ||
        _(jobMessages.favouritesNeedAccount)
      : null;
  return (
    <section
      className={`jb-account jb-${form} jb-contained`}
      {...(settings.title ? { 'aria-labelledby': titleId } : {})}
    >
      {settings.title ? <h2 id={titleId}>{settings.title}</h2> : null}
      {expired ? (
        <p className="jb-account__reason" role="alert">
          {_(accountMessages.sessionExpired)}
        </p>
      ) : null}
      {favouritesReason ? (
        <SafeHtml className="jb-account__reason" html={favouritesReason} />
      ) : null}
      <RoleTabs roles={roles} selected={role} onSelect={setChosen}>
        {children(role)}
      </RoleTabs>
    </section>
  );
}

/** The role whose account tab `tab` is, when only one role has it. */
function roleOfTab(tab: string | null): UserType | null {
  if (tab === null) return null;
  const candidate = (ACCOUNT_TABS.candidate as readonly string[]).includes(tab);
  const employer = (ACCOUNT_TABS.employer as readonly string[]).includes(tab);
  return candidate === employer ? null : candidate ? 'candidate' : 'employer';
}
