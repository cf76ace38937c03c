import type { RoomScene } from '@tiles/shared';
import type { VisualiserMessageId, VisualiserT } from './i18n/messages';

/**
 * A scene's name and description in the page language. The store answers /rest/rooms in English, so the six
 * scenes it draws are translated here by id; a scene the catalogue does not know yet keeps the store's words.
 */
export function sceneText(t: VisualiserT, scene: Pick<RoomScene, 'id' | 'name' | 'description'>): { name: string; description: string } {
  const nameId = `scene_${scene.id}` as VisualiserMessageId;
  const aboutId = `scene_${scene.id}_about` as VisualiserMessageId;
  const name = t(nameId);
  const description = t(aboutId);
  return { name: name === nameId ? scene.name : name, description: description === aboutId ? scene.description : description };
}
