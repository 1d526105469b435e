import type { ContactRequest } from '@jobboard/client';
import type { I18n } from '@lingui/core';
import { useContext, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { useFormatters } from '../../format/use-formatters';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { blocksRuntimeMessages } from '../../i18n/messages/blocks-runtime';
import { errorMessages } from '../../i18n/messages/error-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { activeElementOf } from '../../shell/active-element';
import { focusQuietly } from '../../shell/focus-heading';
import type { Translatable } from '../shared/account-form/use-account-form';
import { SessionUserContext } from '../shared/session-role-context';
import { contactRequestsRequest } from './resume-requests';

type Answer = 'accepted' | 'declined';

export interface ContactRequestsTabProps {
  context: Pick<BlockContext, 'client' | 'emit'>;
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
 */
export function ContactRequestsTab({ context, example }: ContactRequestsTabProps) {
  const { _, i18n } = useBoardI18n();
  const format = useFormatters();
  const user = useContext(SessionUserContext);
  const userUuid = example ? undefined : user?.uuid;
  const request = userUuid === undefined ? null : contactRequestsRequest(userUuid);
  const read = useBlockData(request);
  const { mutate } = useSWRConfig();
  const [shown, setShown] = useState(EXAMPLE_REQUESTS);
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const [announced, setAnnounced] = useState<Translatable | null>(null);
  const [failed, setFailed] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const requests = request ? read.data : shown;

  if (request && read.data === undefined && read.error !== undefined) {
    return (
      <p className="jb-account-page__failure" role="alert">
        {_(errorMessages.actionFailed)}
      </p>
    );
  }
  if (requests === undefined) {
    return (
      <p role="status" aria-busy="true">
        {_(blocksRuntimeMessages.loading)}
      </p>
    );
  }

  const answer = async (item: ContactRequest, status: Answer, name: string) => {
    const key = String(item.id);
    if (busy.has(key) || !item.token || item.status !== 'requested') return;
    setBusy((current) => new Set(current).add(key));
    const update = (list: ContactRequest[] | undefined) =>
      list?.map((other) => (other.id === item.id ? { ...other, status } : other));
    try {
      if (request) {
        await (status === 'accepted'
          ? context.client.public.approveContactRequest(item.token)
          : context.client.public.declineContactRequest(item.token));
        await mutate<ContactRequest[]>(request.key, update, { revalidate: false });
      } else {
        setShown((current) => update(current) ?? current);
      }
      setFailed(false);
      // The pressed button is gone with the answer: the focus goes to the answer it gave.
      const row = list.current?.querySelector<HTMLElement>(`[data-request="${key}"]`);
      const answerText = row?.querySelector<HTMLElement>('.jb-account-page__answer');
      const active = list.current ? activeElementOf(list.current) : null;
      if (answerText && (!active || active === row?.ownerDocument.body || row?.contains(active))) {
        focusQuietly(answerText);
      }
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
      setFailed(true);
      context.emit('error', { error });
      // Answered meanwhile (from the mail, another tab): the list tells how it stands now.
      if (request) void mutate(request.key);
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    }
  };

  return (
    <div className="jb-account-page__requests">
      {requests.length === 0 ? (
        <p>{_(accountPageMessages.noContactRequests)}</p>
      ) : (
        <ul ref={list} className="jb-account-page__list">
          {requests.map((item) => {
            const key = String(item.id);
            const name = item.client?.name?.trim() || _(accountPageMessages.anEmployer);
            const status =
              item.status === 'accepted' || item.status === 'declined' ? item.status : null;
            return (
              <li
                key={key}
                data-request={key}
                className="jb-account-page__item jb-account-page__request"
              >
                <div>
                  <span className="jb-account-page__name">{name}</span>
                  <p className="jb-account-page__answer">
                    {[
                      item.created_at
                        ? _(accountPageMessages.requestedOn(format.jobDate(item.created_at)))
                        : '',
                      _(
                        status === 'accepted'
                          ? accountPageMessages.contactApproved
                          : status === 'declined'
                            ? accountPageMessages.contactDeclined
                            : accountPageMessages.contactRequested,
                      ),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  {item.introduction ? <p>{item.introduction}</p> : null}
                </div>
                {item.token && item.status === 'requested' ? (
                  <div className="jb-account-page__actions">
                    <button
                      type="button"
                      className="jb-button"
                      aria-label={_(accountPageMessages.acceptNamed(name))}
                      aria-disabled={busy.has(key)}
                      onClick={() => void answer(item, 'accepted', name)}
                    >
                      {_(accountPageMessages.accept)}
                    </button>
                    <button
                      type="button"
                      className="jb-button jb-button--info"
                      aria-label={_(accountPageMessages.declineNamed(name))}
                      aria-disabled={busy.has(key)}
                      onClick={() => void answer(item, 'declined', name)}
                    >
                      {_(accountPageMessages.decline)}
                    </button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <div role="status">{announced?.(i18n) ?? ''}</div>
      <div role="alert" className={failed ? 'jb-account-page__failure' : undefined}>
        {failed ? _(errorMessages.actionFailed) : ''}
      </div>
    </div>
  );
}
