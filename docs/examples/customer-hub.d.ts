// What `npx openapi-typescript <portal>/api/openapi.json -o customer-hub.d.ts` writes: here, the
// committed types of this version's document.
export type * from '../../contract/openapi/customer-hub.d.ts';
