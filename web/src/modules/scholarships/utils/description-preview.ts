import { DESCRIPTION_PREVIEW_LENGTH } from '@bourses/common/limits';

/** The card's preview: the first 120 characters plus an ellipsis when the text is longer. */
export function descriptionPreview(description: string, length = DESCRIPTION_PREVIEW_LENGTH): string {
  const characters = Array.from(description.trim());
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : characters.join('');
}
