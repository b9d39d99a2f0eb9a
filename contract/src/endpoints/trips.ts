import { endpoint } from '../endpoint.ts';
import { FindTripsRequest, FindTripsResponse, GetTripResponse, TripIdParams } from '../trips.ts';

export const tripsEndpoints = {
  findTrips: endpoint('GET /api/trips', { query: FindTripsRequest, response: FindTripsResponse }),
  getTrip: endpoint('GET /api/trips/:id', { params: TripIdParams, response: GetTripResponse }),
};
