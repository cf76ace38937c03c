/** The product page's one string for the room view, kept apart from messages.ts so the page does not carry the rest. */
export const OPEN_ROOM_VIEW = 'See it in your room';
