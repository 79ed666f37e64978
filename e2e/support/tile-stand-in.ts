import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';

const TILE = 256;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 256 × 256 PNG: a pale land colour, tinted per tile so the seams show, with a faint grid. */
export function tilePng(z: number, x: number, y: number): Buffer {
  const tint = (x + y + z) % 2 === 0 ? 0 : 10;
  const rows: Buffer[] = [];
  for (let row = 0; row < TILE; row += 1) {
    const line = Buffer.alloc(1 + TILE * 3);
    for (let column = 0; column < TILE; column += 1) {
      const grid = row % 64 === 0 || column % 64 === 0;
      const [r, g, b] = grid ? [200, 206, 196] : [236 - tint, 240 - tint, 228 - tint];
      line.writeUInt8(r, 1 + column * 3);
      line.writeUInt8(g, 2 + column * 3);
      line.writeUInt8(b, 3 + column * 3);
    }
    rows.push(line);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(TILE, 0);
  header.writeUInt32BE(TILE, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

export interface TileStandIn {
  /** The MAPS_TILE_URL template that points at it. */
  template: string;
  origin: string;
  /** Every tile asked for, as "z/x/y". */
  requested: string[];
  close(): Promise<void>;
}

/**
 * A local stand-in for a raster tile provider: answers a PNG for any /{z}/{x}/{y}.png on 127.0.0.1
 * (a loopback host, the only place MAPS_TILE_URL accepts http), and 404 for anything else.
 */
export async function startTileStandIn(): Promise<TileStandIn> {
  const requested: string[] = [];
  const server: Server = createServer((request, response) => {
    const match = /^\/(\d{1,2})\/(\d+)\/(\d+)\.png$/.exec(request.url ?? '');
    if (request.method !== 'GET' || !match) {
      response.writeHead(404).end();
      return;
    }
    const [z, x, y] = match.slice(1).map(Number) as [number, number, number];
    requested.push(`${z}/${x}/${y}`);
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(tilePng(z, x, y));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    template: `${origin}/{z}/{x}/{y}.png`,
    origin,
    requested,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
