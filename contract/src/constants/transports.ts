/** Shipments (DESIGN.md §2), each carried by a trip. */
export const TRANSPORT_STATUSES = ['Planned', 'InTransit', 'Delivered', 'Cancelled'] as const;
export type TransportStatus = (typeof TRANSPORT_STATUSES)[number];

export const TRANSPORT_SORTS = ['shipmentNo', 'shipDate', 'deliveryDate', 'status', 'weightKg'] as const;
export type TransportSort = (typeof TRANSPORT_SORTS)[number];
