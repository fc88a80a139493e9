import { useMemo, useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Grid,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTheme } from '@mui/material/styles';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import WarehouseIcon from '@mui/icons-material/WarehouseOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import {
  Circle,
  LayerGroup,
  LayersControl,
  MapContainer,
  Marker,
  Polygon,
  Popup,
  ScaleControl,
  Tooltip,
  ZoomControl,
  useMapEvents,
} from 'react-leaflet';
import { useLocaleState } from 'react-admin';
import { DemoCard } from '../shared/DemoCard';
import { useScopedTranslate } from '../shared/useScopedTranslate';
import { BASE_LAYERS } from './baseLayers';
import { FetchedTiles, type TileStatus } from './fetchedTileLayer';
import { DELIVERY_RADIUS_KM, EUROPE_CENTER, IBERIA, PLACES, type Place } from './places';

const MAP_CODE = `
import 'leaflet/dist/leaflet.css'; // only in the map screen
<MapContainer center={[46.5, 2.5]} zoom={4}>
  <LayersControl>
    <LayersControl.BaseLayer name="Streets" checked>
      {/* Tiles fetched by a worker; reports 'unavailable' instead of broken images when offline */}
      <FetchedTiles url="https://tile.openstreetmap.org/{z}/{x}/{y}.png" onStatus={setTileStatus} />
    </LayersControl.BaseLayer>
    <LayersControl.Overlay name="Offices" checked>
      <LayerGroup><Marker position={[38.72, -9.14]} icon={pinIcon(primary)}><Popup>Lisbon</Popup></Marker></LayerGroup>
    </LayersControl.Overlay>
  </LayersControl>
</MapContainer>`;

/** A map pin drawn in SVG (no marker images to download), in a theme colour. */
function pinIcon(color: string): L.DivIcon {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="40" viewBox="0 0 28 40" aria-hidden="true">
<path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 40 14 40s14-15.7 14-26.1C28 6.2 21.7 0 14 0z" fill="${color}" stroke="#fff" stroke-width="2"/>
<circle cx="14" cy="14" r="5" fill="#fff"/></svg>`;
  return L.divIcon({
    html: svg,
    className: 'showcase-map-pin',
    iconSize: [28, 40],
    iconAnchor: [14, 40],
    popupAnchor: [0, -36],
  });
}

/** Leaflet's controls and popups in the skin's colours, and a plain grid where tiles are missing. */
const mapSx =
  (height: number): SxProps<Theme> =>
  (theme) => ({
    height,
    borderRadius: 1,
    overflow: 'hidden',
    border: 1,
    borderColor: 'divider',
    '& .leaflet-container': {
      height: '100%',
      fontFamily: theme.typography.fontFamily,
      bgcolor: 'background.default',
      backgroundImage: `linear-gradient(${theme.palette.divider} 1px, transparent 1px), linear-gradient(90deg, ${theme.palette.divider} 1px, transparent 1px)`,
      backgroundSize: '48px 48px',
    },
    '& .leaflet-popup-content-wrapper, & .leaflet-popup-tip': {
      bgcolor: 'background.paper',
      color: 'text.primary',
      boxShadow: theme.shadows[4],
    },
    '& .leaflet-popup-close-button': { color: `${theme.palette.text.secondary} !important` },
    '& .leaflet-bar a, & .leaflet-control-layers': {
      bgcolor: 'background.paper',
      color: 'text.primary',
      borderColor: 'divider',
    },
    '& .leaflet-control-layers-expanded': { color: 'text.primary' },
    '& .leaflet-control-attribution': {
      bgcolor: theme.palette.mode === 'dark' ? 'rgba(40,48,70,0.8)' : undefined,
      color: 'text.secondary',
    },
    '& .leaflet-control-attribution a': { color: 'primary.main' },
    '& .showcase-map-pin': { background: 'none', border: 0 },
    '& .leaflet-tooltip': { bgcolor: 'background.paper', color: 'text.primary', borderColor: 'divider' },
  });

function useTileNote() {
  const [status, setStatus] = useState<TileStatus>('loading');
  return { status, onStatus: setStatus };
}

function TilesNote({ status }: { status: TileStatus }) {
  const t = useScopedTranslate('showcaseMaps');
  if (status !== 'unavailable') return null;
  return (
    <Alert severity="info" role="status" sx={{ mb: 1.5 }}>
      {t('tilesUnavailable')}
    </Alert>
  );
}

function PlacePopup({ place }: { place: Place }) {
  const t = useScopedTranslate('showcaseMaps');
  const [locale] = useLocaleState();
  const country = useMemo(
    () => new Intl.DisplayNames([locale], { type: 'region' }).of(place.country),
    [locale, place.country],
  );
  const theme = useTheme();
  return (
    <Box dir={theme.direction} sx={{ minWidth: 160 }}>
      <Typography fontWeight={700}>{place.city}</Typography>
      <Typography variant="body2" color="text.secondary">
        {country}
      </Typography>
      <Chip
        size="small"
        sx={{ mt: 1 }}
        color={place.kind === 'office' ? 'primary' : 'warning'}
        label={t(`kinds.${place.kind}`)}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('staff', { smart_count: place.staff })}
      </Typography>
    </Box>
  );
}

function OfficesMap() {
  const t = useScopedTranslate('showcaseMaps');
  const theme = useTheme();
  const tiles = useTileNote();
  const [map, setMap] = useState<L.Map | null>(null);
  const markers = useRef<Record<string, L.Marker | null>>({});
  const icons = useMemo(
    () => ({ office: pinIcon(theme.palette.primary.main), warehouse: pinIcon(theme.palette.warning.main) }),
    [theme],
  );
  const defaultBase = theme.palette.mode === 'dark' ? 'dark' : 'streets';
  const show = (place: Place) => {
    map?.flyTo(place.position, 7, { duration: 0.8 });
    map?.once('moveend', () => markers.current[place.id]?.openPopup());
  };
  const group = (kind: Place['kind']) =>
    PLACES.filter((p) => p.kind === kind).map((place) => (
      <Marker
        key={place.id}
        position={place.position}
        icon={icons[kind]}
        title={place.city}
        alt={place.city}
        ref={(marker) => {
          markers.current[place.id] = marker;
        }}
      >
        <Popup>
          <PlacePopup place={place} />
        </Popup>
        {/* Without a background map, names keep the pins readable. */}
        {tiles.status === 'unavailable' && (
          <Tooltip permanent direction="right" offset={[12, -22]}>
            {place.city}
          </Tooltip>
        )}
      </Marker>
    ));
  return (
    <>
      <TilesNote status={tiles.status} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Box dir="ltr" sx={mapSx(440)} data-testid="offices-map">
            <MapContainer center={EUROPE_CENTER} zoom={4} scrollWheelZoom={false} zoomControl={false} ref={setMap}>
              <ZoomControl position="topleft" zoomInTitle={t('zoomIn')} zoomOutTitle={t('zoomOut')} />
              <ScaleControl position="bottomleft" />
              <LayersControl position="topright">
                {BASE_LAYERS.map((layer) => (
                  <LayersControl.BaseLayer
                    key={layer.key}
                    name={t(`baseLayers.${layer.key}`)}
                    checked={layer.key === defaultBase}
                  >
                    <FetchedTiles url={layer.url} attribution={layer.attribution} onStatus={tiles.onStatus} />
                  </LayersControl.BaseLayer>
                ))}
                <LayersControl.Overlay name={t('overlays.offices')} checked>
                  <LayerGroup>{group('office')}</LayerGroup>
                </LayersControl.Overlay>
                <LayersControl.Overlay name={t('overlays.warehouses')} checked>
                  <LayerGroup>{group('warehouse')}</LayerGroup>
                </LayersControl.Overlay>
                <LayersControl.Overlay name={t('overlays.delivery')} checked>
                  <LayerGroup>
                    {PLACES.filter((p) => p.kind === 'warehouse').map((place) => (
                      <Circle
                        key={place.id}
                        center={place.position}
                        radius={DELIVERY_RADIUS_KM * 1000}
                        pathOptions={{ color: theme.palette.warning.main, fillOpacity: 0.12, weight: 1 }}
                      >
                        <Tooltip>{t('deliveryZone', { city: place.city, km: DELIVERY_RADIUS_KM })}</Tooltip>
                      </Circle>
                    ))}
                  </LayerGroup>
                </LayersControl.Overlay>
                <LayersControl.Overlay name={t('overlays.region')}>
                  <Polygon
                    positions={IBERIA}
                    pathOptions={{ color: theme.palette.success.main, fillOpacity: 0.1, weight: 2, dashArray: '6 4' }}
                  >
                    <Tooltip sticky>{t('iberia')}</Tooltip>
                  </Polygon>
                </LayersControl.Overlay>
              </LayersControl>
            </MapContainer>
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
            {t('places')}
          </Typography>
          <List dense aria-label={t('places')} sx={{ maxHeight: 410, overflowY: 'auto' }}>
            {PLACES.map((place) => (
              <ListItem key={place.id} disablePadding>
                <ListItemButton onClick={() => show(place)} disabled={!map}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    {place.kind === 'office' ? (
                      <BusinessIcon color="primary" fontSize="small" />
                    ) : (
                      <WarehouseIcon color="warning" fontSize="small" />
                    )}
                  </ListItemIcon>
                  <ListItemText primary={place.city} secondary={t(`kinds.${place.kind}`)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Grid>
      </Grid>
    </>
  );
}

interface Pin {
  id: number;
  position: L.LatLngLiteral;
}

function DropPins({ onDrop }: { onDrop: (position: L.LatLngLiteral) => void }) {
  useMapEvents({ click: (event) => onDrop(event.latlng) });
  return null;
}

function PinsMap() {
  const t = useScopedTranslate('showcaseMaps');
  const theme = useTheme();
  const [locale] = useLocaleState();
  const tiles = useTileNote();
  const [pins, setPins] = useState<Pin[]>([]);
  const nextId = useRef(1);
  const icon = useMemo(() => pinIcon(theme.palette.error.main), [theme]);
  const coords = (p: L.LatLngLiteral) =>
    `${p.lat.toLocaleString(locale, { maximumFractionDigits: 4 })}, ${p.lng.toLocaleString(locale, { maximumFractionDigits: 4 })}`;
  const move = (id: number, position: L.LatLngLiteral) =>
    setPins((list) => list.map((p) => (p.id === id ? { ...p, position } : p)));
  const content: ReactNode =
    pins.length === 0 ? (
      <Typography variant="body2" color="text.secondary">
        {t('noPins')}
      </Typography>
    ) : (
      <List dense aria-label={t('pinsList')}>
        {pins.map((pin, index) => (
          <Box key={pin.id} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2">
              {t('pinLabel', { number: index + 1, coords: coords(pin.position) })}
            </Typography>
            <IconButton
              size="small"
              aria-label={t('removePin', { number: index + 1 })}
              onClick={() => setPins(pins.filter((p) => p.id !== pin.id))}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </List>
    );
  return (
    <>
      <TilesNote status={tiles.status} />
      <Box dir="ltr" sx={mapSx(320)} data-testid="pins-map">
        <MapContainer center={[38.72, -9.14]} zoom={11} scrollWheelZoom={false} zoomControl={false}>
          <ZoomControl position="topleft" zoomInTitle={t('zoomIn')} zoomOutTitle={t('zoomOut')} />
          <FetchedTiles url={BASE_LAYERS[0].url} attribution={BASE_LAYERS[0].attribution} onStatus={tiles.onStatus} />
          <DropPins onDrop={(position) => setPins((list) => [...list, { id: nextId.current++, position }])} />
          {pins.map((pin, index) => (
            <Marker
              key={pin.id}
              position={pin.position}
              icon={icon}
              draggable
              title={t('pinTitle', { number: index + 1 })}
              eventHandlers={{ dragend: (event) => move(pin.id, (event.target as L.Marker).getLatLng()) }}
            >
              <Popup>{t('pinLabel', { number: index + 1, coords: coords(pin.position) })}</Popup>
            </Marker>
          ))}
        </MapContainer>
      </Box>
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mt: 1.5 }}>
        <Typography variant="subtitle2" component="h4" aria-live="polite">
          {t('pinCount', { smart_count: pins.length })}
        </Typography>
        <Button size="small" onClick={() => setPins([])} disabled={pins.length === 0}>
          {t('clearPins')}
        </Button>
      </Stack>
      {content}
    </>
  );
}

/** Leaflet maps (react-leaflet): markers with popups, a layer control, shapes, and pins dropped by clicking; works without tiles. */
export default function LeafletShowcase() {
  const t = useScopedTranslate('showcaseMaps');
  return (
    <Stack spacing={3}>
      <DemoCard title={t('offices')} subtitle={t('officesHelp')} code={MAP_CODE}>
        <OfficesMap />
      </DemoCard>
      <DemoCard title={t('pins')} subtitle={t('pinsHelp')}>
        <PinsMap />
      </DemoCard>
    </Stack>
  );
}
