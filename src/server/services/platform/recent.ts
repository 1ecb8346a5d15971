/** Keeps `key` as the map's most recently used entry, dropping the least recently used past `max`. */
export function keepRecent<K, V>(map: Map<K, V>, key: K, value: V, max: number): V {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= max) break;
    map.delete(oldest);
  }
  return value;
}
