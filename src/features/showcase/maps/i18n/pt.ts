import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  showcaseMaps: {
    crumb: 'Mapas',
    title: 'Mapas Leaflet',
    tilesUnavailable:
      'Mosaicos do mapa indisponíveis sem ligação: o mapa de fundo não pode ser carregado, mas os marcadores, as janelas e as camadas continuam a funcionar.',
    zoomIn: 'Aproximar',
    zoomOut: 'Afastar',
    offices: 'Marcadores, janelas e camadas',
    officesHelp:
      'Abra um marcador para ver os detalhes, mude de camada no canto superior direito ou escolha um local da lista.',
    baseLayers: { streets: 'Ruas', light: 'Claro', dark: 'Escuro' },
    overlays: {
      offices: 'Escritórios',
      warehouses: 'Armazéns',
      delivery: 'Zonas de entrega no próprio dia',
      region: 'Região comercial ibérica',
    },
    kinds: { office: 'Escritório', warehouse: 'Armazém' },
    staff: 'Trabalha aqui %{smart_count} pessoa |||| Trabalham aqui %{smart_count} pessoas',
    deliveryZone: '%{city}: entrega no próprio dia num raio de %{km} km',
    iberia: 'Região comercial ibérica',
    places: 'Locais',
    pins: 'Colocar pinos',
    pinsHelp: 'Clique no mapa para colocar um pino; arraste-o para o mover.',
    pinTitle: 'Pino %{number}',
    pinLabel: 'Pino %{number}: %{coords}',
    pinsList: 'Pinos colocados',
    noPins: 'Ainda sem pinos: clique no mapa.',
    pinCount: '%{smart_count} pino |||| %{smart_count} pinos',
    removePin: 'Remover o pino %{number}',
    clearPins: 'Remover todos os pinos',
  },
};
export default pt;
