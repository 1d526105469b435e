import type { BlockSettingsOf } from '@jobboard/schema';
import { type ReactNode, useContext, useRef, useState } from 'react';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { EditorNotice } from '../../blocks-runtime/editor-notice';
import { withCatalogPart } from '../../blocks-runtime/with-catalog-part';
import type { CatalogPart } from '../../i18n/load-catalog-part';
import { jobAlertMessages } from '../../i18n/messages/job-alert-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useBoardIdPrefix } from '../../shell/board-id';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { accountFormStyles } from '../shared/account-form/account-form-styles';
import { exampleJobAlert } from '../shared/job-alerts/example-job-alert';
import { manageJobAlertPath } from '../shared/job-alerts/job-alert-links';
import {
  SessionLoadingContext,
  SessionRoleContext,
  SessionUserContext,
} from '../shared/session-role-context';
import { CandidateJobAlert } from './candidate-job-alert';
import { JobAlertForm } from './job-alert-form';
import { valuesFromAlert } from './job-alert-values';
import { jobAlertsStyles } from './job-alerts-styles';

/**
 * The job alert page: the title (an `<h2>`: the page's `<h1>` is its title) and, for a candidate,
 * the form that creates an alert for the page's search or edits the one `?alert=` names. An
 * employer is told that alerts are for candidates. The login guard sends guests to login first;
 * should the block still render for a guest, the editor shows an example alert that sends
 * nothing, and visitors nothing.
 */
const Block: BlockModule<BlockSettingsOf<'job-alerts'>>['component'] = ({
  settings,
  block,
  context,
}) => {
  useScopedStyles('account-form', accountFormStyles);
  useScopedStyles('job-alerts', jobAlertsStyles);
  const { _ } = useBoardI18n();
  const titleId = `${useBoardIdPrefix()}jb-job-alerts-${block.id}-title`;
  const role = useContext(SessionRoleContext);
  const user = useContext(SessionUserContext);
  const loading = useContext(SessionLoadingContext);
  // The alert the form created and the address (query) the page moved to for it.
  const [created, setCreated] = useState<{ id: string; query: string } | null>(null);
  const formKey = useRef('');

  let content: ReactNode;
  if (role === 'candidate' && user) {
    // A new route query is another alert (or another search): its form starts afresh. Not the
    // address of the alert the form just created, which the page moved to itself.
    const query = context.route.query.toString();
    if (created === null || query !== created.query) formKey.current = query;
    content = (
      <CandidateJobAlert
        key={formKey.current}
        context={context}
        user={user}
        created={created !== null && query === created.query ? created.id : null}
        onCreated={(id) => {
          const to = manageJobAlertPath(context, id);
          if (to === null) return;
          setCreated({ id, query: new URL(to, 'http://x').searchParams.toString() });
          // In place of the search's address: Back or a reload must not create it again.
          context.navigate(to, { replace: true });
        }}
      />
    );
  } else if (role === 'employer' && user) {
    content = <p>{_(jobAlertMessages.forCandidates)}</p>;
  } else if (context.editor && !loading) {
    content = (
      <>
        <EditorNotice>{_(jobAlertMessages.example)}</EditorNotice>
        <JobAlertForm
          context={context}
          initial={valuesFromAlert(exampleJobAlert(context.config), context.config)}
          alert={undefined}
          preview
          userUuid={undefined}
          onDeleted={() => undefined}
        />
      </>
    );
  } else {
    return null;
  }
  return (
    <section
      className="jb-account jb-job-alerts jb-contained"
      {...(settings.title ? { 'aria-labelledby': titleId } : {})}
    >
      {settings.title ? <h2 id={titleId}>{settings.title}</h2> : null}
      {content}
    </section>
  );
};

export const component: BlockModule<BlockSettingsOf<'job-alerts'>>['component'] = withCatalogPart(
  'account',
  Block,
);

/** The account texts, job alerts' included, load with the block (lingui.config.ts). */
export const catalogPart: CatalogPart = 'account';

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { jobAlertsBlock as definition } from '@jobboard/schema';
