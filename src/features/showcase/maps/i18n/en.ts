const en = {
  showcaseMaps: {
    crumb: 'Maps',
    title: 'Leaflet maps',
    tilesUnavailable:
      'Map tiles unavailable offline: the background map cannot be loaded, but markers, popups and layers still work.',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    offices: 'Markers, popups and layers',
    officesHelp: 'Open a marker for its details, switch layers at the top right, or pick a place from the list.',
    baseLayers: { streets: 'Streets', light: 'Light', dark: 'Dark' },
    overlays: {
      offices: 'Offices',
      warehouses: 'Warehouses',
      delivery: 'Same-day delivery zones',
      region: 'Iberian sales region',
    },
    kinds: { office: 'Office', warehouse: 'Warehouse' },
    staff: '%{smart_count} person works here |||| %{smart_count} people work here',
    deliveryZone: '%{city}: same-day delivery within %{km} km',
    iberia: 'Iberian sales region',
    places: 'Places',
    pins: 'Drop pins',
    pinsHelp: 'Click the map to drop a pin; drag a pin to move it.',
    pinTitle: 'Pin %{number}',
    pinLabel: 'Pin %{number}: %{coords}',
    pinsList: 'Dropped pins',
    noPins: 'No pins yet: click the map.',
    pinCount: '%{smart_count} pin |||| %{smart_count} pins',
    removePin: 'Remove pin %{number}',
    clearPins: 'Remove all pins',
  },
};
declare module '@/i18n/messageKeys' {
  interface FeatureMessages {
    showcaseMaps: typeof en;
  }
}
export default en;
