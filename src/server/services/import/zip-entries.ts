/**
 * How every importer lists a zip's entries (Part D, PBP, Plan-Net and its mapping file, Landscape).
 * Names are decoded and checked here rather than by yauzl, whose own refusal is a bare
 * "invalid relative path: …" that each importer reported differently (security finding 9): an
 * entry whose name leaves its folder ("../x", "/x", "C:x"; a backslash counts as "/") is refused
 * in one message that names it, the same in an import job's error and on the command line.
 */
import yauzl from 'yauzl';

/** A name longer than this is cut in the message: it is there to be recognised, not copied. */
const SHOWN_NAME_CHARS = 200;

/** Opens a zip for `zipEntries`: entries read one at a time, names left for zipEntries to check. */
export function openZip(zipPath: string): Promise<yauzl.ZipFile> {
  return yauzl.openPromise(zipPath, { lazyEntries: true, autoClose: false, decodeStrings: false });
}

/** The one message for an entry whose name leaves its folder: the zip as the importer shows it, and the name. */
export function unsafeZipEntryMessage(zipName: string, entryName: string): string {
  const shown = entryName.length > SHOWN_NAME_CHARS ? `${entryName.slice(0, SHOWN_NAME_CHARS)}…` : entryName;
  // JSON quoting shows control characters as escapes instead of printing them.
  return `${zipName} holds an entry whose name leaves its folder (${JSON.stringify(shown)}): a zip with such a name is refused, and nothing was imported.`;
}

/**
 * The zip's entries with their names (UTF-8 or CP437 as the entry says, Info-ZIP's Unicode path
 * first), in the zip's order. At the first name that leaves its folder it throws
 * `refuse(unsafeZipEntryMessage(…))`: the importer's own error class, whose message its job and
 * its command line show as it is. The zip must come from `openZip`.
 */
export async function* zipEntries(
  zip: yauzl.ZipFile,
  zipName: string,
  refuse: (message: string) => Error,
): AsyncGenerator<{ name: string; entry: yauzl.Entry }> {
  for await (const entry of zip.eachEntry()) {
    const name = yauzl.getFileNameLowLevel(
      entry.generalPurposeBitFlag,
      entry.fileNameRaw,
      entry.extraFields,
      false,
    );
    if (yauzl.validateFileName(name) !== null) throw refuse(unsafeZipEntryMessage(zipName, name));
    yield { name, entry };
  }
}
