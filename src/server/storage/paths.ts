// Storage keys are `<folder>/<name>`. Spec 5 ('Storage paths'): leading, trailing and repeated slashes
// are removed, so 'a//b/' and '/a/b' name the same object as 'a/b'.

/** Removes leading, trailing and repeated slashes; backslashes count as slashes. */
export function normaliseStoragePath(value: string): string {
  return value
    .replace(/\\/g, '/')
    .split('/')
    .filter((segment) => segment !== '')
    .join('/');
}

/** A key segment we are willing to store or serve: letters, digits, dot, dash and underscore, not
 * starting with a dot (so never '.', '..' or a hidden file). */
export function isSafeSegment(segment: string): boolean {
  return /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/.test(segment);
}

/** Joins a folder and a name into a normalised key; throws when any segment is unsafe. */
export function storageKey(folder: string, name: string): string {
  const key = normaliseStoragePath(`${folder}/${name}`);
  const segments = key.split('/');
  if (segments.length < 2 || !segments.every(isSafeSegment))
    throw new Error(`Unsafe storage key: ${JSON.stringify(`${folder}/${name}`)}`);
  return key;
}
