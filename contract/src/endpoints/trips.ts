import { endpoint } from '../endpoint.ts';
import { FindTripsRequest, FindTripsResponse, GetTripResponse, TripIdParams } from '../trips.ts';

export const tripsEndpoints = {
  findTrips: endpoint({ method: 'GET', path: '/api/trips', query: FindTripsRequest, response: FindTripsResponse }),
  getTrip: endpoint({ method: 'GET', path: '/api/trips/:id', params: TripIdParams, response: GetTripResponse }),
};
