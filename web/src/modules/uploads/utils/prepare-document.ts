/** Photos by their type, or by their name where the browser gives no type; anything else is sent as it is. */
export const isPhoto = (file: File) => /^image\/(jpeg|png)$/.test(file.type) || (!file.type && /\.(jpe?g|png)$/i.test(file.name));

/**
 * A photo made small in the browser (shrink-photo.ts, loaded now, not with the page). One this
 * browser cannot read goes as it is: the server judges it, and the size rule refuses it if too large.
 */
export async function preparedPhoto(photo: File): Promise<File> {
  try {
    const { shrinkPhoto } = await import('@/modules/uploads/utils/shrink-photo');
    return await shrinkPhoto(photo);
  } catch {
    return photo;
  }
}
