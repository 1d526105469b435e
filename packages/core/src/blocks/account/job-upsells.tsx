import { DEFAULT_CURRENCY, type Job, type JobUpsellOffer } from '@jobboard/schema';
import { useContext, useEffect, useRef, useState } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { FormatSettingsContext } from '../../format/format-settings-context';
import { useFormatters } from '../../format/use-formatters';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { errorMessages } from '../../i18n/messages/error-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { USER_DATA_REQUESTS } from '../../session/user-data-requests';
import { useBoardId } from '../../shell/board-id';
import { SessionUserContext } from '../shared/session-role-context';
import { ConfirmQuestion } from './confirm-question';
import { useListChange } from './use-list-change';

/** The up-sells of one of the employer's jobs (`GET /jobs/{id}/up-sell`); the key names the user. */
export function jobUpsellsRequest(userUuid: string, id: string): DataRequest<JobUpsellOffer[]> {
  return createDataRequest(
    USER_DATA_REQUESTS.employerJobUpsells,
    { user: userUuid, id },
    (client) => client.employer.getJobUpsells(id),
  );
}

const timeOf = (date: string | null | undefined) => (date ? Date.parse(date) : Number.NaN);

/**
 * Whether a job is online, as the server decides it before it takes an up-sell order: published
 * (active), started and not ended.
 */
export function isJobOnline(job: Pick<Job, 'status' | 'from' | 'till'>, now = Date.now()): boolean {
  return job.status === 'active' && !(timeOf(job.from) > now) && !(timeOf(job.till) <= now);
}

export interface JobUpsellsProps {
  /** The job's id, as the job form's address names it. */
  id: string;
  context: Pick<BlockContext, 'client' | 'emit'>;
}

/**
 * A published job's up-sells: each product the board offers to lift a job in searches, with its
 * price and how long it runs, and either when the job's order of it ends or a button that orders
 * it (after a question: it is invoiced). Nothing when the board offers none; the spec's text when
 * they cannot be read or ordered, with the API's reason.
 */
export function JobUpsells({ id, context }: JobUpsellsProps) {
  const { _ } = useBoardI18n();
  const format = useFormatters();
  const formatSettings = useContext(FormatSettingsContext);
  const boardId = useBoardId();
  const user = useContext(SessionUserContext);
  // Read again each time the form opens: an order may have ended meanwhile.
  const read = useBlockData(user ? jobUpsellsRequest(user.uuid, id) : null, {
    revalidateOnMount: true,
  });
  const change = useListChange(() => read.mutate());
  const [asking, setAsking] = useState<number | null>(null);
  // The offer whose question just closed: the focus goes to its running order (ordered, maybe
  // meanwhile elsewhere), else back to its button, else to the section's heading.
  const focusNext = useRef<number | null>(null);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    const product = focusNext.current;
    if (product === null || asking !== null) return;
    focusNext.current = null;
    const find = (name: string) =>
      section.current?.querySelector<HTMLElement>(`[data-focus="${name}-${product}"]`);
    (find('running') ?? find('order') ?? section.current?.querySelector('h3'))?.focus();
  });

  if (read.data === undefined) {
    return read.error === undefined ? null : (
      <p role="alert" className="jb-account__failure">
        {_(errorMessages.jobUpsellFetchFailed)}
      </p>
    );
  }
  if (read.data.length === 0) return null;

  const order = async (offer: JobUpsellOffer) => {
    const ordered = await change.act(
      () =>
        context.client.employer.addJobUpsell(id, {
          product_id: offer.product_id,
          product_job_board_id: offer.product_job_board_id,
        }),
      _(errorMessages.jobUpsellFailed),
      _(accountPageMessages.upsellOrdered(offer.name)),
    );
    // An up-sell is a product ordered (spec: the order product event), as in the web shop.
    if (ordered) {
      context.emit('order_product', {
        productId: offer.product_id,
        price: offer.price,
        currency: formatSettings.currency ?? DEFAULT_CURRENCY,
      });
    }
    focusNext.current = offer.product_id;
    setAsking(null);
  };

  const headingId = `${boardId}-upsells`;
  return (
    <section ref={section} className="jb-account-page__upsells" aria-labelledby={headingId}>
      <h3 id={headingId} tabIndex={-1}>
        {_(accountPageMessages.upsellsHeading)}
      </h3>
      <ul className="jb-account-page__list">
        {read.data.map((offer) => {
          const price = format.currency(offer.price);
          const terms =
            offer.duration === null
              ? _(accountPageMessages.upsellWithoutEnd(price))
              : _(accountPageMessages.upsellTerms(price, offer.duration));
          return (
            <li key={offer.product_id}>
              <strong>{offer.name}</strong> <span>{terms}</span>
              {offer.running ? (
                <p tabIndex={-1} data-focus={`running-${offer.product_id}`}>
                  {offer.running.till
                    ? _(accountPageMessages.upsellRunningUntil(format.jobDate(offer.running.till)))
                    : _(accountPageMessages.upsellRunning)}
                </p>
              ) : asking === offer.product_id ? (
                <ConfirmQuestion
                  question={_(accountPageMessages.upsellQuestion(offer.name, price))}
                  confirmLabel={_(accountPageMessages.orderUpsell(offer.name))}
                  busy={change.busy}
                  onCancel={() => {
                    focusNext.current = offer.product_id;
                    setAsking(null);
                  }}
                  onConfirm={() => order(offer)}
                />
              ) : (
                <p className="jb-account-page__actions">
                  <button
                    type="button"
                    className="jb-button jb-button--info"
                    data-focus={`order-${offer.product_id}`}
                    aria-disabled={change.busy || undefined}
                    onClick={() => {
                      if (!change.busy) setAsking(offer.product_id);
                    }}
                  >
                    {_(accountPageMessages.orderUpsell(offer.name))}
                  </button>
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {change.regions}
    </section>
  );
}
