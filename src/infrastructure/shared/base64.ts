/** A file's bytes as base64 (the non-conformity upload's file model, `uploadNonConformityFile`). */
async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In chunks: String.fromCharCode takes its arguments on the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * `uploadNonConformityFile`: the file model {filename, size, base64} of POST /admin/order_not_conformity/upload/{id}.
 */
export async function fileModel(file: File): Promise<{ filename: string; size: number; base64: string }> {
  return { filename: file.name, size: file.size, base64: await fileToBase64(file) };
}
