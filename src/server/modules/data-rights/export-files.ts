/** The names of the files in a client data ZIP, as client.json refers to them: one folder per application. */
const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

export function exportFileNames(reference: string) {
  return {
    document: (kind: string, contentType: string) => `${reference}/documents/${kind}.${EXTENSION[contentType] ?? 'bin'}`,
    signature: (name: string) => `${reference}/signatures/${name}.png`,
    signedForms: `${reference}/signed-forms.pdf`,
  };
}

/** A signature as stored (a PNG data URL) as the bytes of its PNG file. */
export function signaturePng(dataUrl: string): Buffer {
  const comma = dataUrl.indexOf(',');
  return Buffer.from(comma >= 0 ? dataUrl.slice(comma + 1) : dataUrl, 'base64');
}
