/** The demo company's places on the map. City names are data; kinds and labels are translated on screen. */
export type PlaceKind = 'office' | 'warehouse';

export interface Place {
  id: string;
  city: string;
  /** ISO 3166 code; the country's name comes from the browser in the interface language. */
  country: string;
  position: [number, number];
  kind: PlaceKind;
  staff: number;
}

export const PLACES: Place[] = [
  { id: 'lisbon', city: 'Lisbon', country: 'PT', position: [38.7223, -9.1393], kind: 'office', staff: 120 },
  { id: 'porto', city: 'Porto', country: 'PT', position: [41.1579, -8.6291], kind: 'warehouse', staff: 35 },
  { id: 'madrid', city: 'Madrid', country: 'ES', position: [40.4168, -3.7038], kind: 'office', staff: 64 },
  { id: 'paris', city: 'Paris', country: 'FR', position: [48.8566, 2.3522], kind: 'office', staff: 88 },
  { id: 'lyon', city: 'Lyon', country: 'FR', position: [45.764, 4.8357], kind: 'warehouse', staff: 27 },
  { id: 'berlin', city: 'Berlin', country: 'DE', position: [52.52, 13.405], kind: 'office', staff: 150 },
  { id: 'hamburg', city: 'Hamburg', country: 'DE', position: [53.5511, 9.9937], kind: 'warehouse', staff: 42 },
  { id: 'milan', city: 'Milan', country: 'IT', position: [45.4642, 9.19], kind: 'office', staff: 51 },
];

/** Kilometres a warehouse delivers within on the same day. */
export const DELIVERY_RADIUS_KM = 150;

/** The Iberian sales region, drawn as a rough outline of the peninsula. */
export const IBERIA: Array<[number, number]> = [
  [43.8, -9.3],
  [43.4, -1.8],
  [42.4, 3.2],
  [40.5, 0.6],
  [38.8, 0.2],
  [36.7, -2.1],
  [36.0, -5.6],
  [37.0, -8.9],
  [38.7, -9.5],
  [41.9, -8.9],
];

export const EUROPE_CENTER: [number, number] = [46.5, 2.5];
