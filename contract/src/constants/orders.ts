/** Work orders (spec §3 "Order"); transitions in DESIGN.md §4. */
export const ORDER_STATUSES = ['Confirming', 'Confirmed', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What a caller may do to an order now (answered per order as `allowedActions`). */
export const ORDER_ACTIONS = ['confirm', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const ORDER_DOCUMENT_TYPES = ['Service', 'Delivery', 'Collection', 'Maintenance'] as const;
export type OrderDocumentType = (typeof ORDER_DOCUMENT_TYPES)[number];

/** The units of measure an order offers; stock items and contract lines use them too (the web translates each: `units.<value>`). */
export const ORDER_UNITS_OF_MEASURE = ['Unit', 'Hour', 'Day', 'Kg', 'Tonne', 'M3', 'Litre'] as const;
export type OrderUnitOfMeasure = (typeof ORDER_UNITS_OF_MEASURE)[number];

export const ORDER_SORTS = ['orderNo', 'orderDate', 'requestedTaskDate', 'taskDate', 'status'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** Settings key: how many hours before the task date a contact may still cancel. */
export const ORDER_CANCEL_CUTOFF_SETTING = 'orderCancelCutoffHours';

export const DEFAULT_ORDER_CANCEL_CUTOFF_HOURS = 48;

/** Form limits of a new order, its confirmation and its cancellation (the schemas and the web's inputs). */
export const ORDER_WORK_LOCATION_MAX = 200;
export const ORDER_REQUEST_NO_MAX = 50;
export const ORDER_CONFIRMATION_MAX = 500;
export const ORDER_CANCEL_REASON_MAX = 500;
