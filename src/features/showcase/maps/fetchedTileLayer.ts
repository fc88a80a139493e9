import L from 'leaflet';
import { createTileLayerComponent, updateGridLayer, withPane, type LayerProps } from '@react-leaflet/core';

type Reply = { id: number; blob: Blob } | { id: number; error: string };

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, { resolve: (blob: Blob) => void; reject: (error: Error) => void }>();

function tileWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./tileFetch.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<Reply>) => {
      const request = pending.get(data.id);
      pending.delete(data.id);
      if ('blob' in data) request?.resolve(data.blob);
      else request?.reject(new Error(data.error));
    };
  }
  return worker;
}

function fetchTile(url: string): Promise<Blob> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.reject(new Error('offline'));
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    tileWorker().postMessage({ id, url });
  });
}

export type TileStatus = 'loading' | 'ok' | 'unavailable';

/** Tiles that keep failing with none ever loaded: the server is out of reach, so the layer stops asking. */
const GIVE_UP_AFTER = 4;

interface FetchedTileLayerOptions extends L.TileLayerOptions {
  onStatus?: (status: TileStatus) => void;
}

/**
 * A tile layer whose tiles are fetched by a worker and shown from memory. When tiles cannot be fetched (offline, or the
 * tile server is unreachable) it reports `unavailable` once and stops requesting, so the map keeps working without them.
 */
class FetchedTileLayer extends L.TileLayer {
  private loaded = 0;
  private failed = 0;
  private status: TileStatus = 'loading';
  declare options: FetchedTileLayerOptions;

  private report(status: TileStatus) {
    if (this.status === status) return;
    this.status = status;
    this.options.onStatus?.(status);
  }

  createTile(coords: L.Coords, done: L.DoneCallback): HTMLElement {
    const tile = document.createElement('img');
    tile.alt = '';
    tile.setAttribute('role', 'presentation');
    const fail = () => {
      this.failed++;
      if (this.loaded === 0 && this.failed >= GIVE_UP_AFTER) this.report('unavailable');
      done(new Error('tile unavailable'), tile);
    };
    if (this.status === 'unavailable') {
      setTimeout(fail, 0);
      return tile;
    }
    fetchTile(this.getTileUrl(coords)).then((blob) => {
      const url = URL.createObjectURL(blob);
      tile.onload = () => {
        URL.revokeObjectURL(url);
        this.loaded++;
        this.report('ok');
        done(undefined, tile);
      };
      tile.onerror = () => {
        URL.revokeObjectURL(url);
        fail();
      };
      tile.src = url;
    }, fail);
    return tile;
  }
}

export interface FetchedTileLayerProps extends LayerProps, Omit<L.TileLayerOptions, 'pane'> {
  url: string;
  onStatus?: (status: TileStatus) => void;
}

/** react-leaflet component for `FetchedTileLayer`, usable inside `LayersControl.BaseLayer`. */
export const FetchedTiles = createTileLayerComponent<FetchedTileLayer, FetchedTileLayerProps>(
  function createFetchedTiles({ url, ...options }, context) {
    const layer = new FetchedTileLayer(url, withPane(options, context));
    return { instance: layer, context };
  },
  function updateFetchedTiles(layer, props, prevProps) {
    updateGridLayer(layer, props, prevProps);
    if (props.url !== prevProps.url) layer.setUrl(props.url);
  },
);
