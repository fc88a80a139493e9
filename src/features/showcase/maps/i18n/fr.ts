import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  showcaseMaps: {
    crumb: 'Cartes',
    title: 'Cartes Leaflet',
    tilesUnavailable:
      'Tuiles de carte indisponibles hors ligne : le fond de carte ne peut pas être chargé, mais les marqueurs, les bulles et les calques fonctionnent toujours.',
    zoomIn: 'Zoomer',
    zoomOut: 'Dézoomer',
    offices: 'Marqueurs, bulles et calques',
    officesHelp:
      'Ouvrez un marqueur pour ses détails, changez de calque en haut à droite ou choisissez un lieu dans la liste.',
    baseLayers: { streets: 'Rues', light: 'Clair', dark: 'Sombre' },
    overlays: {
      offices: 'Bureaux',
      warehouses: 'Entrepôts',
      delivery: 'Zones de livraison le jour même',
      region: 'Région commerciale ibérique',
    },
    kinds: { office: 'Bureau', warehouse: 'Entrepôt' },
    staff: '%{smart_count} personne travaille ici |||| %{smart_count} personnes travaillent ici',
    deliveryZone: '%{city} : livraison le jour même dans un rayon de %{km} km',
    iberia: 'Région commerciale ibérique',
    places: 'Lieux',
    pins: 'Poser des épingles',
    pinsHelp: 'Cliquez sur la carte pour poser une épingle ; faites-la glisser pour la déplacer.',
    pinTitle: 'Épingle %{number}',
    pinLabel: 'Épingle %{number} : %{coords}',
    pinsList: 'Épingles posées',
    noPins: 'Pas encore d’épingle : cliquez sur la carte.',
    pinCount: '%{smart_count} épingle |||| %{smart_count} épingles',
    removePin: 'Retirer l’épingle %{number}',
    clearPins: 'Retirer toutes les épingles',
  },
};
export default fr;
