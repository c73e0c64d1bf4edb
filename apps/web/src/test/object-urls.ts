/**
 * jsdom has no object URLs: each blob the page hands over gets `blob:test/<n>`, and the test reads
 * which blob a URL stands for.
 */
export function stubObjectUrls(): Map<string, Blob> {
  const blobs = new Map<string, Blob>();
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:test/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  return blobs;
}
