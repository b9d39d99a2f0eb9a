import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import L from 'leaflet';
import markerIconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SiteSummary } from '@customer-hub/contract/sites';
import { hasLocation } from '@/features/sites-map/api';
import classes from '@/features/sites-map/components/sites-map.module.css';
import { useTileUrl } from '@/features/sites-map/api';
import { DEFAULT_CENTER, DEFAULT_ZOOM, FOCUS_ZOOM, TILE_ATTRIBUTION } from '@/features/sites-map/map-config';

// Leaflet's own marker images, bundled with the app (never from a CDN).
const ICON_OPTIONS = {
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIconRetinaUrl,
  shadowUrl: markerShadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
} satisfies L.IconOptions;
const SITE_ICON = L.icon(ICON_OPTIONS);
const OWN_SITE_ICON = L.icon({ ...ICON_OPTIONS, className: classes.ownMarker });

/** The site to show; `seq` changes on every request, so asking twice for one site flies there again. */
export interface MapFocus {
  id: string;
  seq: number;
}

interface SitesMapProps {
  sites: readonly SiteSummary[];
  focus: MapFocus | null;
  onSelect: (id: string) => void;
  onTilesFailed: () => void;
}

/** Fits the view to the sites once they are known, and flies to the focused one. */
function ViewController({ sites, focus, markers }: { sites: readonly SiteSummary[]; focus: MapFocus | null; markers: React.RefObject<Map<string, L.Marker>> }) {
  const map = useMap();
  const located = useMemo(() => sites.filter(hasLocation), [sites]);

  useEffect(() => {
    if (located.length === 0) return;
    const bounds = L.latLngBounds(located.map((s) => [s.latitude, s.longitude] as [number, number]));
    map.fitBounds(bounds, { padding: [32, 32], maxZoom: 13 });
  }, [map, located]);

  useEffect(() => {
    if (!focus) return;
    const marker = markers.current.get(focus.id);
    if (!marker) return;
    map.setView(marker.getLatLng(), Math.max(map.getZoom(), FOCUS_ZOOM));
    marker.openPopup();
  }, [map, focus, markers]);

  return null;
}

function SitePopup({ site }: { site: SiteSummary }) {
  const { t } = useTranslation();
  const address = [site.address, [site.postalCode, site.city].filter(Boolean).join(' '), site.country].filter(Boolean).join(', ');
  return (
    <Stack gap={2} data-testid="map-popup">
      <Text fw={700} size="sm">
        {site.name}
      </Text>
      <Text size="xs" c="dimmed">
        {site.businessPartnerName} · {site.code}
      </Text>
      {address && <Text size="xs">{address}</Text>}
      <Text size="xs">
        {t('sitesMap.counts', { contracts: site.contractCount, buildings: site.buildingCount })}
        {site.orderCount !== undefined && ` · ${t('sitesMap.orders', { count: site.orderCount })}`}
      </Text>
      <Anchor component={Link} to="/dashboard/Contracts" size="xs">
        {t('sitesMap.openContracts')}
      </Anchor>
    </Stack>
  );
}

/** The sites on a Leaflet map; the tile server is optional, markers and popups work without it. */
export function SitesMap({ sites, focus, onSelect, onTilesFailed }: SitesMapProps) {
  const { t } = useTranslation();
  const markers = useRef(new Map<string, L.Marker>());
  const reported = useRef(false);
  const tileUrl = useTileUrl();

  return (
    <MapContainer center={DEFAULT_CENTER} zoom={DEFAULT_ZOOM} className={classes.map} scrollWheelZoom={false} attributionControl>
      {tileUrl && (
        <TileLayer
          url={tileUrl}
          attribution={TILE_ATTRIBUTION}
          eventHandlers={{
            tileerror: () => {
              if (reported.current) return;
              reported.current = true;
              onTilesFailed();
            },
          }}
        />
      )}
      {sites.filter(hasLocation).map((site) => (
        <Marker
          key={site.id}
          position={[site.latitude, site.longitude]}
          icon={site.own ? OWN_SITE_ICON : SITE_ICON}
          title={site.name}
          alt={t('sitesMap.markerAlt', { name: site.name })}
          keyboard
          ref={(marker) => {
            if (marker) markers.current.set(site.id, marker);
            else markers.current.delete(site.id);
          }}
          eventHandlers={{ click: () => onSelect(site.id) }}
        >
          <Popup>
            <SitePopup site={site} />
          </Popup>
        </Marker>
      ))}
      <ViewController sites={sites} focus={focus} markers={markers} />
    </MapContainer>
  );
}
