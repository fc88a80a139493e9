import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  showcaseMaps: {
    crumb: 'Karten',
    title: 'Leaflet-Karten',
    tilesUnavailable:
      'Kartenkacheln offline nicht verfügbar: die Hintergrundkarte lässt sich nicht laden, Markierungen, Popups und Ebenen funktionieren aber weiter.',
    zoomIn: 'Vergrößern',
    zoomOut: 'Verkleinern',
    offices: 'Markierungen, Popups und Ebenen',
    officesHelp:
      'Öffnen Sie eine Markierung für Details, wechseln Sie die Ebenen oben rechts oder wählen Sie einen Ort aus der Liste.',
    baseLayers: { streets: 'Straßen', light: 'Hell', dark: 'Dunkel' },
    overlays: {
      offices: 'Büros',
      warehouses: 'Lager',
      delivery: 'Zonen mit Lieferung am selben Tag',
      region: 'Vertriebsregion Iberien',
    },
    kinds: { office: 'Büro', warehouse: 'Lager' },
    staff: 'Hier arbeitet %{smart_count} Person |||| Hier arbeiten %{smart_count} Personen',
    deliveryZone: '%{city}: Lieferung am selben Tag im Umkreis von %{km} km',
    iberia: 'Vertriebsregion Iberien',
    places: 'Orte',
    pins: 'Stecknadeln setzen',
    pinsHelp: 'Klicken Sie in die Karte, um eine Stecknadel zu setzen; ziehen Sie sie, um sie zu verschieben.',
    pinTitle: 'Stecknadel %{number}',
    pinLabel: 'Stecknadel %{number}: %{coords}',
    pinsList: 'Gesetzte Stecknadeln',
    noPins: 'Noch keine Stecknadeln: klicken Sie in die Karte.',
    pinCount: '%{smart_count} Stecknadel |||| %{smart_count} Stecknadeln',
    removePin: 'Stecknadel %{number} entfernen',
    clearPins: 'Alle Stecknadeln entfernen',
  },
};
export default de;
