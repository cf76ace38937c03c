/**
 * Room scenes for "See it in your room" (GET /rest/rooms), written once for the backend that draws them and
 * the catalogue's room view that lays tiles on them. Pure types, no imports.
 */
export type Point = [number, number];
export type PlaneKind = 'floor' | 'wall';

/** A flat surface of the scene: its corners in image pixels and the real size they span. */
export interface RoomPlane {
  kind: PlaneKind;
  /** The plane's far-left, far-right, near-right, near-left corners (for a wall: top-left, top-right, bottom-right, bottom-left). */
  corners: [Point, Point, Point, Point];
  /** Real width (first → second corner) and depth or height (second → third corner), in millimetres. */
  widthMm: number;
  heightMm: number;
}

export interface RoomScene {
  id: string;
  name: string;
  /** What the picture shows, for the text alternative. */
  description: string;
  width: number;
  height: number;
  /** The room with its surfaces bare (their shading is what the tiles are multiplied by). */
  image: string;
  /** Furniture and fittings drawn over the tiles (transparent elsewhere). */
  overlay: string;
  /** The plane tiles go on first. */
  defaultPlane: PlaneKind;
  planes: RoomPlane[];
}

export interface RoomsReply {
  scenes: RoomScene[];
}
