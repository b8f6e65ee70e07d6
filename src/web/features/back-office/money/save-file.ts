/**
 * Hands a file the API answered to the browser as a download. A POST's answer (the collection
 * file) cannot be a link's address, and a GET read this way shows the server's refusal on the
 * screen instead of saving it as the file.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is no longer needed once it is read.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
