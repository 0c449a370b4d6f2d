/**
 * Orders of a stay: the guest's cart and order history, deliveries for a day of the stay, rental holds on bikes,
 * placing a paid order (bike deliveries become rentals), and the deliveries staff bring. Changes go out as
 * `order.updated` to the reservation's guests and the location's staff. Owns `orders`, `order_deliveries`,
 * `order_payment_credits` and `rental_day_claims`.
 */
import type { AppModule } from '../../http/app-module';
import { registerOrderRoutes } from './routes';
import { createOrderService } from './service';
import { createStaffDeliveryService } from './staff-service';

export const orderModule: AppModule = {
  name: 'order',
  register(app, { db, realtime }) {
    registerOrderRoutes(app, createOrderService({ db, realtime }), createStaffDeliveryService({ db, realtime }));
  },
};

export { createOrderPayments, type OrderPayments, type PaymentOutcome, type PaymentOutcomeInput } from './order-payments';
export { deliveriesForReservations } from './chat-deliveries';
export { placedSalesByGuide } from './sales';
export { creditPayment, findDeliveriesOf, findOrder, findOrdersOf, insertDelivery, insertOrder, moveState, recomputeTotal } from './repository';
export { createRentalsOf, timeZoneOf } from './service';
export { orderBulkTables } from './bulk-tables';
