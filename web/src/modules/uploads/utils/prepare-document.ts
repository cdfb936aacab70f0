/** Photos by their type, or by their name where the browser gives no type. */
export const isPhoto = (file: File) => /^image\/(jpeg|png)$/.test(file.type) || (!file.type && /\.(jpe?g|png)$/i.test(file.name));

/**
 * What is sent for a chosen document: a photo made small in the browser (shrink-photo.ts, loaded
 * now, not with the page), a PDF as it is. A photo this browser cannot read goes as it is: the
 * server judges it, and the size rule refuses it if it is too large.
 */
export async function preparedDocument(file: File): Promise<File> {
  if (!isPhoto(file)) return file;
  try {
    const { shrinkPhoto } = await import('@/modules/uploads/utils/shrink-photo');
    return await shrinkPhoto(file);
  } catch {
    return file;
  }
}
