/*
 * Tiles come from the server's MAP_TILE_URL (GET /api/settings/map), whose host the CSP allows.
 * Without tiles (no internet, as in tests) the map stays usable: markers, popups and the list.
 */
export const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
/** Lisbon: the view before any site is known. */
export const DEFAULT_CENTER: [number, number] = [38.72, -9.14];
export const DEFAULT_ZOOM = 6;
export const FOCUS_ZOOM = 15;
