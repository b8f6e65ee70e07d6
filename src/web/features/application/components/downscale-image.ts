/** Longest side of an uploaded photo: readable ID text at a fraction of a phone photo's size. */
export const MAX_PHOTO_SIDE = 1600;

/**
 * Photos are made smaller on the phone before upload (a camera photo is often 4–12 MB); PDFs
 * and images already small enough go as they are.
 */
export async function downscaleImage(file: File, maxSide = MAX_PHOTO_SIDE): Promise<Blob> {
  if (!/^image\/(jpeg|png)$/.test(file.type)) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && file.size < 1_500_000) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  return blob ?? file;
}
