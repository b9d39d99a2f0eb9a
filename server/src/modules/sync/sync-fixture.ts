/** A small export: 2 companies' worth of every entity. */
export function sampleExport(ledgerEntries = 20) {
  return {
    companies: [
      { code: 'SYNC-A', name: 'Sync A' },
      { code: 'SYNC-B', name: 'Sync B' },
    ],
    businessPartners: [
      { companyCode: 'SYNC-A', customerNo: 'C-1', name: 'Customer one', vatNo: 'PT500000001' },
      { companyCode: 'SYNC-A', customerNo: 'C-2', name: 'Customer two' },
      { companyCode: 'SYNC-B', customerNo: 'C-1', name: 'Customer B one' },
    ],
    sites: [
      { companyCode: 'SYNC-A', customerNo: 'C-1', code: 'S-1', name: 'Lisbon plant', city: 'Lisboa', latitude: 38.7, longitude: -9.1 },
      { companyCode: 'SYNC-B', customerNo: 'C-1', code: 'S-1', name: 'Madrid plant', city: 'Madrid' },
    ],
    buildings: [{ companyCode: 'SYNC-A', siteCode: 'S-1', code: 'B-1', name: 'Hall 1' }],
    contracts: [{ companyCode: 'SYNC-A', customerNo: 'C-1', siteCode: 'S-1', contractNo: 'K-1', title: 'Cleaning', startDate: '2026-01-01' }],
    contractLines: [
      { companyCode: 'SYNC-A', contractNo: 'K-1', lineNo: 10, service: 'Floors', frequency: 'Daily', quantity: 1, unitOfMeasure: 'day', unitPrice: 120.5 },
      { companyCode: 'SYNC-A', contractNo: 'K-1', lineNo: 20, service: 'Windows', frequency: 'Monthly', quantity: 2, unitOfMeasure: 'h', unitPrice: 30 },
    ],
    ledgerEntries: Array.from({ length: ledgerEntries }, (_, i) => ({
      companyCode: 'SYNC-A',
      customerNo: i % 2 === 0 ? 'C-1' : 'C-2',
      entryNo: String(1000 + i),
      documentNo: `FT 2026/${i + 1}`,
      documentType: 'Invoice',
      postDate: '2026-03-01',
      dueDate: '2026-04-01',
      amount: 100 + i,
      remainingAmount: i % 3 === 0 ? 0 : 100 + i,
    })),
    orders: [
      {
        companyCode: 'SYNC-A',
        customerNo: 'C-1',
        siteCode: 'S-1',
        orderNo: 'O-1',
        orderDate: '2026-03-02',
        documentType: 'Order',
        unitOfMeasure: 'kg',
        quantity: 10,
        workLocation: 'Dock 2',
        requestedTaskDate: '2026-03-10',
      },
    ],
    trips: [
      {
        companyCode: 'SYNC-A',
        customerNo: 'C-1',
        tourNo: 'T-1',
        vehicle: '12-AB-34',
        driver: 'Rui',
        origin: 'Lisboa',
        destination: 'Porto',
        plannedStart: '2026-03-05T08:00:00Z',
        plannedEnd: '2026-03-05T12:00:00Z',
        distanceKm: 313.4,
        status: 'Planned',
      },
    ],
  };
}
