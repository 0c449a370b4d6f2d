/** The order domain's English texts (namespace 'order'): what every order screen says the same way. */
export const en = {
  /** What a loading indicator says while an order call runs. */
  loading: {
    order: 'Loading order',
  },
  /** An order's state in words, by ORDER_STATE. */
  states: {
    open: 'In your cart',
    paymentPending: 'Payment in progress',
    paid: 'Paid, ready to place',
    placed: 'Placed',
  },
} as const;
