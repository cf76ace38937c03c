import type { PlaneKind } from '@tiles/shared';
import { PATTERNS, type Pattern } from './tileLayout';

/** Everything a shared link reproduces: the tile, the room and how the tiles are laid. */
export interface ViewState {
  sku: string;
  /** A scene id, or PHOTO for the shopper's own photo (which never leaves the device, so links fall back to a scene). */
  room: string;
  plane: PlaneKind | null;
  groutMm: number;
  groutColour: string;
  pattern: Pattern;
  rotationDeg: number;
  compareSku: string | null;
}

export const PHOTO = 'photo';
/** Grout colours; their names are in the catalogue (groutColourId). */
export const GROUT_COLOURS = [{ hex: '#f2f0ea' }, { hex: '#b9b4aa' }, { hex: '#6b675f' }, { hex: '#c8a97e' }, { hex: '#222222' }] as const;
/** The catalogue id of a grout colour's name (`grout_f2f0ea`). */
export const groutColourId = <H extends string>(hex: `#${H}`) => `grout_${hex.slice(1) as H}` as const;
export const ROTATIONS = [0, 45, 90] as const;
export const MAX_GROUT_MM = 10;

const clampNumber = (raw: string | null, min: number, max: number, fallback: number) => {
  const n = Number(raw);
  return raw !== null && raw.trim() !== '' && Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
};

/** Reads a view from `/visualiser?…`; anything missing or malformed takes its default, never throws. */
export function parseViewState(params: URLSearchParams): ViewState {
  const colour = `#${params.get('gc') ?? ''}`.toLowerCase();
  const pattern = params.get('pattern') as Pattern;
  const rotation = Number(params.get('rot'));
  const plane = params.get('plane');
  return {
    sku: (params.get('sku') ?? '').trim().slice(0, 64),
    room: /^[a-z0-9-]{1,40}$/.test(params.get('room') ?? '') ? (params.get('room') as string) : '',
    plane: plane === 'floor' || plane === 'wall' ? plane : null,
    groutMm: clampNumber(params.get('grout'), 0, MAX_GROUT_MM, 3),
    groutColour: GROUT_COLOURS.some((c) => c.hex === colour) ? colour : GROUT_COLOURS[1].hex,
    pattern: PATTERNS.includes(pattern) ? pattern : 'straight',
    rotationDeg: (ROTATIONS as readonly number[]).includes(rotation) ? rotation : 0,
    compareSku: params.get('vs')?.trim().slice(0, 64) || null,
  };
}

export function viewQuery(s: ViewState): string {
  const q = new URLSearchParams({ sku: s.sku });
  if (s.room && s.room !== PHOTO) q.set('room', s.room);
  if (s.plane && s.room !== PHOTO) q.set('plane', s.plane);
  q.set('grout', String(s.groutMm));
  q.set('gc', s.groutColour.slice(1));
  q.set('pattern', s.pattern);
  q.set('rot', String(s.rotationDeg));
  if (s.compareSku) q.set('vs', s.compareSku);
  return q.toString();
}
