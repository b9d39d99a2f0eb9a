import { EVERYONE } from '../access.ts';
import { ConnectInfo } from '../connect.ts';
import { endpoint } from '../endpoint.ts';

// "Connect your systems": public, as a company's IT may read it before anyone signs in.
export const connectEndpoints = {
  getConnectInfo: endpoint('GET /api/connect', { access: { allowed: EVERYONE }, response: ConnectInfo }),
};
