import { getRuntimeSettings, type ShowroomsReply } from '@tiles/shared';

export interface ShowroomQuery {
  city?: string;
  state?: string;
  q?: string;
}

/** GET /rest/showrooms with the given filters (empty ones left out). */
export async function fetchShowrooms(query: ShowroomQuery, signal?: AbortSignal): Promise<ShowroomsReply> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v && v.trim()) params.set(k, v.trim());
  const res = await fetch(`${getRuntimeSettings().restUrl}/showrooms${params.size ? `?${params}` : ''}`, { signal });
  if (!res.ok) throw new Error(`Showrooms answered ${res.status}`);
  return res.json() as Promise<ShowroomsReply>;
}
