import { STAFF } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { FindTripsRequest, FindTripsResponse, GetTripResponse, TripIdParams } from '../trips.ts';

export const tripsEndpoints = {
  findTrips: endpoint('GET /api/trips', { apiKey: 'trips:read', access: { allowed: ['customerAll', 'otherCompany', ...STAFF] }, query: FindTripsRequest, response: FindTripsResponse }),
  getTrip: endpoint('GET /api/trips/:id', { apiKey: 'trips:read', access: { allowed: ['customerAll', 'otherCompany', ...STAFF] }, params: TripIdParams, response: GetTripResponse }),
};
