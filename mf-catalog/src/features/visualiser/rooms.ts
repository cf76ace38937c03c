import { getRuntimeSettings, type RoomScene, type RoomsReply } from '@tiles/shared';

let pending: Promise<RoomScene[]> | null = null;

/** The room scenes with their planes (GET /rest/rooms), fetched once per page. */
export function loadRooms(): Promise<RoomScene[]> {
  pending ??= fetch(`${getRuntimeSettings().restUrl}/rooms`)
    .then((r) => (r.ok ? (r.json() as Promise<RoomsReply>) : Promise.reject(new Error(`rooms: ${r.status}`))))
    .then((r) => r.scenes)
    .catch((err: unknown) => {
      pending = null;
      throw err;
    });
  return pending;
}
