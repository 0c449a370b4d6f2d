import { calendarDayIn, COMPLAINT_STATE, DEFAULT_TIME_ZONE, isPlaced, type Chat, type ChatDelivery, type StaffReservationDetail } from '@stay/contract';
import { useId } from 'react';
import { LanguageBadge } from '@/components/language-badge/language-badge';
import { Link } from 'react-router-dom';
import { LoadFailed } from '@/components/ui/load-failed';
import { Pill } from '@/components/ui/pill';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useChatTranslation } from '@/domains/chat/chat-i18n';
import { useStaffBooking } from '@/domains/staff-reservation/hooks';
import { paths, type StaffArea } from '@/lib/navigation/paths';
import { fullName } from '@/lib/text/names';
import { formatDateTime, formatLongDay } from '@/lib/time/format';
import { useChatContextTranslation } from '../chat-context-i18n';
import '../chat-context.css';

/** The chat texts' state keys, by the wire's state text. */
const STATE_KEYS = Object.fromEntries(Object.entries(COMPLAINT_STATE).map(([key, state]) => [state, key])) as Record<string, keyof typeof COMPLAINT_STATE>;

interface OrderGroup {
  nmbr: number;
  state: number;
  deliveries: ChatDelivery[];
}

/** The chat's deliveries by order, in the order of their first delivery. */
function ordersOf(deliveries: readonly ChatDelivery[]): OrderGroup[] {
  const orders = new Map<number, OrderGroup>();
  for (const delivery of deliveries) {
    const order = orders.get(delivery.ordernmbr) ?? { nmbr: delivery.ordernmbr, state: delivery.orderstate, deliveries: [] };
    order.deliveries.push(delivery);
    orders.set(delivery.ordernmbr, order);
  }
  return [...orders.values()];
}

/** A guest chat with its reservation. */
export type ChatWithReservation = Chat & { reservation: NonNullable<Chat['reservation']> };

interface ChatContextPanelProps {
  chat: ChatWithReservation;
  area: StaffArea;
}

/**
 * What the chat's reservation holds, beside the thread: the stay and its suite and guests (the staff booking read),
 * the paid and placed orders with their delivery times, and the complaints (both from the chat itself), each
 * linking to its own screen.
 */
export function ChatContextPanel({ chat, area }: ChatContextPanelProps) {
  const { t } = useChatContextTranslation();
  const booking = useStaffBooking(chat.reservation.nmbr);
  const timeZone = booking.data?.location.timeZone ?? DEFAULT_TIME_ZONE;
  const headingId = useId();
  return (
    <div className="chat-context">
      <section className="chat-context__section" aria-labelledby={headingId}>
        <h3 id={headingId}>{t('context.stay')}</h3>
        {booking.isPending ? (
          <SkeletonGroup as="div" label={t('context.loading')}>
            <Skeleton width="70%" />
            <Skeleton width="55%" />
            <Skeleton width="60%" />
          </SkeletonGroup>
        ) : booking.isError ? (
          <LoadFailed title={t('context.errorTitle')} body={t('context.errorBody')} retryLabel={t('context.retry')} onRetry={() => void booking.refetch()} />
        ) : (
          <BookingFacts booking={booking.data} area={area} />
        )}
      </section>
      <Orders chat={chat} area={area} timeZone={timeZone} />
      <Complaints chat={chat} area={area} />
    </div>
  );
}

function BookingFacts({ booking, area }: { booking: StaffReservationDetail; area: StaffArea }) {
  const { t, i18n } = useChatContextTranslation();
  const timeZone = booking.location.timeZone;
  const at = (iso: string) => formatDateTime(iso, timeZone, i18n.language);
  const suites = booking.accommodations.map((suite) => suite.name).join(', ');
  return (
    <>
      <dl className="chat-context__facts">
        {suites && (
          <div>
            <dt>{t('context.suite')}</dt>
            <dd>{suites}</dd>
          </div>
        )}
        <div>
          <dt>{t('context.arrival')}</dt>
          <dd>
            <time dateTime={booking.startDateTime}>{at(booking.startDateTime)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('context.departure')}</dt>
          <dd>
            <time dateTime={booking.endDateTime}>{at(booking.endDateTime)}</time>
          </dd>
        </div>
      </dl>
      <h3 className="chat-context__subheading">{t('context.guests')}</h3>
      {booking.guests.length === 0 ? (
        <>
          <p className="chat-context__line">{fullName(booking.mainGuest)}</p>
          <p className="chat-context__empty">{t('context.noGuests')}</p>
        </>
      ) : (
        <ul className="chat-context__list">
          {booking.guests.map((guest) => (
            <li key={guest._id} className="chat-context__line">
              <span>{fullName(guest)}</span>
              {guest.isMainGuest && <span className="chat-context__aside"> · {t('context.mainGuest')}</span>}
              {guest.language && (
                <>
                  {' '}
                  <LanguageBadge language={guest.language} />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <Link className="chat-context__link" to={paths.staffBooking(area, booking.nmbr)}>
        {t('context.openBooking')}
      </Link>
    </>
  );
}

function Orders({ chat, area, timeZone }: { chat: Chat; area: StaffArea; timeZone: string }) {
  const { t, i18n } = useChatContextTranslation();
  const orders = ordersOf(chat.deliveries);
  const headingId = useId();
  return (
    <section className="chat-context__section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('context.orders')}</h3>
      {orders.length === 0 ? (
        <p className="chat-context__empty">{t('context.noOrders')}</p>
      ) : (
        <ul className="chat-context__list">
          {orders.map((order) => (
            <li key={order.nmbr} className="chat-context__order">
              <p className="chat-context__line">
                <strong>{t('context.order', { nmbr: order.nmbr })}</strong>{' '}
                <Pill tone={isPlaced(order.state) ? 'success' : 'info'}>{t(`context.orderState.${isPlaced(order.state) ? 'placed' : 'paid'}`)}</Pill>
              </p>
              <ul className="chat-context__deliveries">
                {order.deliveries.map((delivery, index) => {
                  const day = calendarDayIn(delivery.deliverydate, timeZone);
                  return (
                    <li key={`${delivery.productkey}-${index}`}>
                      <Link
                        to={paths.staffDeliveries(area, { day })}
                        aria-label={`${t('context.delivery', { quantity: delivery.quantity, product: delivery.productname })}, ${t('context.openDeliveries', { day: formatLongDay(delivery.deliverydate, timeZone, i18n.language) })}`}
                      >
                        {t('context.delivery', { quantity: delivery.quantity, product: delivery.productname })}
                      </Link>
                      <span className="chat-context__aside">
                        {' · '}
                        <time dateTime={delivery.deliverydate}>{formatDateTime(delivery.deliverydate, timeZone, i18n.language)}</time>
                        {' · '}
                        <span>{delivery.delivered ? t('context.delivered') : t('context.toDeliver')}</span>
                      </span>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Complaints({ chat, area }: { chat: Chat; area: StaffArea }) {
  const { t } = useChatContextTranslation();
  const chatTexts = useChatTranslation();
  const stateLabel = (state: string) => (STATE_KEYS[state] ? chatTexts.t(`extras.complaintState.${STATE_KEYS[state]}`) : state);
  const headingId = useId();
  return (
    <section className="chat-context__section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('context.complaints')}</h3>
      {chat.complaints.length === 0 ? (
        <p className="chat-context__empty">{t('context.noComplaints')}</p>
      ) : (
        <ul className="chat-context__list">
          {chat.complaints.map((complaint) => (
            <li key={complaint.nmbr} className="chat-context__line">
              <Link to={paths.staffComplaint(area, complaint.nmbr)}>
                #{complaint.nmbr} {complaint.subject}
              </Link>
              <span className="chat-context__aside"> · {stateLabel(complaint.complaintstatetext)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
