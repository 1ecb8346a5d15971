/** Removes local-storage keys; storage the browser refuses (privacy modes) holds nothing to remove. */
export function removeStored(...keys: string[]): void {
  try {
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {}
}
