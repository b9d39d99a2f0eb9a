import { SIGNED_IN, STAFF, ZERO_ID } from '../access.ts';
import { DataExport, FindUserDataExportsRequest, MyDataExportsResponse, PrepareDataExportRequest, UserDataExportsResponse } from '../data-export.ts';
import { endpoint } from '../endpoint.ts';

// The archive itself, GET /api/data-exports/:id/download, is a file (outside the contract).
export const dataExportEndpoints = {
  getMyDataExports: endpoint('GET /api/account/data-exports', { access: { allowed: SIGNED_IN }, response: MyDataExportsResponse }),
  requestMyDataExport: endpoint('POST /api/account/data-exports', {
    access: { allowed: SIGNED_IN, request: { payload: {} } },
    status: 202,
    response: DataExport,
  }),
  findUserDataExports: endpoint('GET /api/data-exports', { access: { allowed: STAFF, request: { query: { userId: ZERO_ID } } }, query: FindUserDataExportsRequest, response: UserDataExportsResponse }),
  prepareDataExport: endpoint('POST /api/data-exports', {
    access: { allowed: STAFF, request: { payload: { userId: ZERO_ID } } },
    body: PrepareDataExportRequest,
    status: 202,
    response: DataExport,
  }),
};
