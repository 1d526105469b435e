import type { ContactRequest } from '@jobboard/client';
import type { I18n } from '@lingui/core';
import { type ReactNode, type RefObject, useContext, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { useFormatters } from '../../format/use-formatters';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { blocksRuntimeMessages } from '../../i18n/messages/blocks-runtime';
import { errorMessages } from '../../i18n/messages/error-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { activeElementOf } from '../../shell/active-element';
import { useBoardIdPrefix } from '../../shell/board-id';
import { focusQuietly } from '../../shell/focus-heading';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { ActionFailureAlert, actionFailure } from '../shared/account-form/action-failure';
import type { Translatable } from '../shared/account-form/use-account-form';
import { SessionUserContext } from '../shared/session-role-context';
import { StatusBadge } from '../shared/status-badge/status-badge';
import { LoadingNotice, ReadFailure } from './account-notices';
import {
  type LinkView,
  linkedContactRequest,
  linkedContactToken,
  linkView,
  withoutContactToken,
} from './contact-request-link';
import { contactRequestsRequest } from './resume-requests';

type Answer = 'accepted' | 'declined';

export interface ContactRequestsTabProps {
  context: Pick<BlockContext, 'client' | 'emit' | 'navigate' | 'route'>;
  example: boolean;
}

/** The editor's example: one request waiting for an answer. */
const EXAMPLE_REQUESTS: ContactRequest[] = [
  {
    id: 1,
    status: 'requested',
    introduction: 'We would like to talk to you about a role in our team.',
    created_at: '2026-01-15T09:00:00Z',
    token: 'example',
    client: { name: 'Example BV' },
  },
];

/**
 * The contact requests employers sent the candidate (`GET /resume/clients`), newest first: who
 * asks, when, their introduction and the answer so far. A request waiting for an answer has
 * buttons that accept or decline it (`GET /candidates/status/{token}/approve|decline`, the
 * mailed link's calls). An answer is final (spec §4: accepted or declined via the token link;
 * the server refuses a second one), so the buttons go with it: the answer is announced and the
 * focus moves from the button to the request's answer. A refused answer (given meanwhile from
 * the mail) shows the failure text and reads the list again.
 *
 * The mailed link opens this tab with the request's token (`contact_token`): that request is
 * read by its token and shown first, set apart, and takes the focus, so the candidate answers
 * the one the mail was about; a link whose request is unknown or answered before says so.
 */
export function ContactRequestsTab({ context, example }: ContactRequestsTabProps) {
  const { _, i18n } = useBoardI18n();
  const user = useContext(SessionUserContext);
  const userUuid = example ? undefined : user?.uuid;
  const request = userUuid === undefined ? null : contactRequestsRequest(userUuid);
  const read = useBlockData(request);
  const token = useLinkedToken(context, example);
  const linkRequest = token === null ? null : linkedContactRequest(token);
  const linkRead = useBlockData(linkRequest);
  useTokenOffAddress(context, example, linkRead.data !== undefined);
  const { mutate } = useSWRConfig();
  const [shown, setShown] = useState(EXAMPLE_REQUESTS);
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const [announced, setAnnounced] = useState<Translatable | null>(null);
  const [failure, setFailure] = useState<Translatable | null>(null);
  const [answeredHere, setAnsweredHere] = useState<ContactRequest['id'] | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const requests = request ? read.data : shown;
  const link = linkRequest ? linkView(linkRead.data, linkRead.error, answeredHere) : null;
  // The link's request is shown above the list while it can be (or just was) answered there.
  const linkedId = link?.kind === 'open' ? String(link.request.id) : null;

  const answer = async (item: ContactRequest, status: Answer, name: string) => {
    const key = String(item.id);
    if (busy.has(key) || !item.token || item.status !== 'requested') return;
    setBusy((current) => new Set(current).add(key));
    const update = (list: ContactRequest[] | undefined) =>
      list?.map((other) => (String(other.id) === key ? { ...other, status } : other));
    try {
      if (request || linkRequest) {
        await (status === 'accepted'
          ? context.client.public.approveContactRequest(item.token)
          : context.client.public.declineContactRequest(item.token));
        if (key === linkedId && linkRequest) {
          setAnsweredHere(item.id);
          await mutate<ContactRequest | null>(
            linkRequest.key,
            (current) => current && { ...current, status },
            { revalidate: false },
          );
        }
        if (request) await mutate<ContactRequest[]>(request.key, update, { revalidate: false });
      } else {
        setShown((current) => update(current) ?? current);
      }
      setFailure(null);
      // The pressed button is gone with the answer: the focus goes to the answer it gave.
      const row = root.current?.querySelector<HTMLElement>(`[data-request="${key}"]`);
      const answerText = row?.querySelector<HTMLElement>('.jb-account-page__answer');
      // Unless the focus went elsewhere meanwhile; from the link's request (focused on arrival)
      // it goes on to the answer as well.
      const active = root.current ? activeElementOf(root.current) : null;
      const within = !active || active === row?.ownerDocument.body || row?.contains(active);
      if (answerText && row && (within || active?.contains(row))) focusQuietly(answerText);
      setAnnounced(
        () => (each: I18n) =>
          each._(
            status === 'accepted'
              ? accountPageMessages.acceptedNamed(name)
              : accountPageMessages.declinedNamed(name),
          ),
      );
    } catch (error) {
      setAnnounced(null);
      setFailure(() => actionFailure(error));
      context.emit('error', { error });
      // Answered meanwhile (from the mail, another tab): the list and the link's request tell
      // how they stand now.
      if (request) void mutate(request.key);
      if (linkRequest && key === linkedId) void mutate(linkRequest.key);
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    }
  };

  const entry = (item: ContactRequest) => (
    <RequestEntry item={item} busy={busy.has(String(item.id))} onAnswer={answer} />
  );
  const listed = requests?.filter((item) => String(item.id) !== linkedId);

  return (
    <div ref={root} className="jb-account-page__requests">
      {link ? <LinkedRequest view={link} renderEntry={entry} /> : null}
      {request && read.data === undefined && read.error !== undefined ? (
        <ReadFailure onRetry={() => read.mutate()} />
      ) : listed === undefined ? (
        <LoadingNotice />
      ) : requests?.length === 0 ? (
        <p>{_(accountPageMessages.noContactRequests)}</p>
      ) : listed.length === 0 ? null : (
        <ul className="jb-account-page__list">
          {listed.map((item) => (
            <li
              key={String(item.id)}
              data-request={String(item.id)}
              className="jb-account-page__item jb-account-page__request"
            >
              {entry(item)}
            </li>
          ))}
        </ul>
      )}
      <div role="status">{announced?.(i18n) ?? ''}</div>
      <ActionFailureAlert failure={failure} />
    </div>
  );
}

/**
 * The token of the mailed link the tab was opened with, else null. The tab keeps it once the
 * address no longer holds it ({@link useTokenOffAddress}), to go on showing the link's request;
 * a link opened later (another mail) brings its own.
 */
function useLinkedToken(context: Pick<BlockContext, 'route'>, example: boolean): string | null {
  const inAddress = example ? null : linkedContactToken(context.route.query);
  const [kept, setKept] = useState(inAddress);
  useEffect(() => {
    if (inAddress !== null) setKept(inAddress);
  }, [inAddress]);
  return inAddress ?? kept;
}

/**
 * Takes the link's token off the address once its request is read (found or not), in place of
 * the current history entry: the token is the link's secret, which the address bar, the history
 * and a bookmark then no longer show. The tab and the other query keys stay. A read that failed
 * leaves it, so a reload reads it again.
 */
function useTokenOffAddress(
  context: Pick<BlockContext, 'navigate' | 'route'>,
  example: boolean,
  read: boolean,
) {
  const inAddress = example ? null : linkedContactToken(context.route.query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the read ends, for each token the address holds
  useEffect(() => {
    if (read && inAddress !== null) {
      context.navigate(withoutContactToken(context.route), { replace: true });
    }
  }, [read, inAddress]);
}

interface RequestEntryProps {
  item: ContactRequest;
  busy: boolean;
  onAnswer: (item: ContactRequest, status: Answer, name: string) => void;
}

/** One request: who asks, when, the answer so far, the introduction, and while open its buttons. */
function RequestEntry({ item, busy, onAnswer }: RequestEntryProps) {
  const { _ } = useBoardI18n();
  const format = useFormatters();
  const name = requestName(item, _);
  const status = item.status === 'accepted' || item.status === 'declined' ? item.status : null;
  return (
    <>
      <div>
        <span className="jb-account-page__name">{name}</span>
        <p className="jb-account-page__answer">
          {item.created_at
            ? `${_(accountPageMessages.requestedOn(format.jobDate(item.created_at)))} · `
            : ''}
          <StatusBadge status={status ?? 'requested'}>
            {_(
              status === 'accepted'
                ? accountPageMessages.contactApproved
                : status === 'declined'
                  ? accountPageMessages.contactDeclined
                  : accountPageMessages.contactRequested,
            )}
          </StatusBadge>
        </p>
        {item.introduction ? <p>{item.introduction}</p> : null}
      </div>
      {item.token && item.status === 'requested' ? (
        <div className="jb-account-page__actions">
          <button
            type="button"
            className="jb-button"
            aria-label={_(accountPageMessages.acceptNamed(name))}
            aria-disabled={busy}
            onClick={() => void onAnswer(item, 'accepted', name)}
          >
            {_(accountPageMessages.accept)}
          </button>
          <button
            type="button"
            className="jb-button jb-button--info"
            aria-label={_(accountPageMessages.declineNamed(name))}
            aria-disabled={busy}
            onClick={() => void onAnswer(item, 'declined', name)}
          >
            {_(accountPageMessages.decline)}
          </button>
        </div>
      ) : null}
    </>
  );
}

/** The employer's name of a request, else 'An employer'. */
function requestName(item: ContactRequest, _: I18n['_']): string {
  return item.client?.name?.trim() || _(accountPageMessages.anEmployer);
}

interface LinkedRequestProps {
  view: LinkView;
  renderEntry: (item: ContactRequest) => ReactNode;
}

/**
 * The request of the mailed link, set apart above the list under a heading of its own: open
 * with its buttons, what the answer was for one answered before, or the spec's 'This link has
 * expired or is invalid.' for an unknown request (not both: the request answered is no failure). It takes the focus once read.
 */
function LinkedRequest({ view, renderEntry }: LinkedRequestProps) {
  const { _ } = useBoardI18n();
  useScopedStyles('contact-request-link', linkedRequestStyles);
  const headingId = `${useBoardIdPrefix()}jb-contact-request-link`;
  const section = useRef<HTMLElement>(null);
  useFocusWhenRead(view.kind !== 'loading', section);

  return (
    <section
      ref={section}
      tabIndex={-1}
      className="jb-account-page__notice jb-account-page__linked"
      aria-labelledby={headingId}
      aria-busy={view.kind === 'loading' || undefined}
    >
      <h3 id={headingId}>{_(accountPageMessages.linkedContactRequest)}</h3>
      {view.kind === 'loading' ? (
        <p>{_(blocksRuntimeMessages.loading)}</p>
      ) : view.kind === 'failed' ? (
        <p className="jb-account-page__failure">{_(errorMessages.actionFailed)}</p>
      ) : view.kind === 'open' ? (
        <div
          data-request={String(view.request.id)}
          className="jb-account-page__item jb-account-page__request"
        >
          {renderEntry(view.request)}
        </div>
      ) : view.kind === 'answered-before' ? (
        <p>
          {_(
            view.status === 'accepted'
              ? accountPageMessages.acceptedBefore(requestName(view.request, _))
              : accountPageMessages.declinedBefore(requestName(view.request, _)),
          )}
        </p>
      ) : (
        <p className="jb-account-page__failure">{_(errorMessages.linkExpiredOrInvalid)}</p>
      )}
    </section>
  );
}

/**
 * Moves the focus to the link's request once it is read, so the candidate lands on what the
 * mail was about; only once, and only while the focus is nowhere else of note: on the page's
 * body, or in the board around the request (the board focuses its main content on arrival).
 */
function useFocusWhenRead(read: boolean, target: RefObject<HTMLElement | null>) {
  const done = useRef(false);
  useEffect(() => {
    const element = target.current;
    if (!read || done.current || !element) return;
    done.current = true;
    const active = activeElementOf(element);
    // Free: nowhere, on the page, or where the board put it on arriving (the page's heading,
    // after the login the link led through), not in a field the visitor went to meanwhile.
    const free =
      !active ||
      active === element.ownerDocument.body ||
      active.contains(element) ||
      (active.tagName === 'H1' && active.getAttribute('tabindex') === '-1') ||
      element.closest('.jb-account-page')?.contains(active) === true;
    if (!free) return;
    focusQuietly(element);
    // Quietly, then into view: below a long account header it may start out of sight.
    element.scrollIntoView?.({ block: 'nearest' });
  }, [read, target]);
}

/** The link's request set apart: its heading close to the request. */
function linkedRequestStyles(r: string): string {
  return `
${r} .jb-account-page__linked h3 {
  margin: 0 0 4px;
}
${r} .jb-account-page__linked:focus {
  outline: 2px solid var(--jb-primary, #1d4ed8);
  outline-offset: 2px;
}
`;
}
