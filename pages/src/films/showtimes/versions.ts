/** A version code in plain words (issue 9: "the version codes explained in plain words in each language"). */
export interface VersionText {
  /** The short code shown on chips and headings ("VOST", "OV"). */
  label: string;
  /** What it means ("Original version with French subtitles"); null for a code we do not know. */
  explanation: string | null;
}

/** Reads a translation, or null when the key does not exist in the current language. */
export type Lookup = (key: string) => string | null;

/**
 * `films.versions.<slug>.label` and `.explanation` for the codes we know; any other code keeps the
 * API's label (GET versions), else the code itself, without explanation.
 */
export function versionText(slug: string, apiLabels: ReadonlyMap<string, string>, lookup: Lookup): VersionText {
  const key = slug.toLowerCase();
  const label = lookup(`films.versions.${key}.label`);
  const explanation = lookup(`films.versions.${key}.explanation`);
  if (label) return { label, explanation };
  return { label: apiLabels.get(slug) ?? slug.toUpperCase(), explanation: null };
}

/** "VOST — Original version with French subtitles": the label with its plain words, for filters and headings. */
export function explainedVersion({ label, explanation }: VersionText): string {
  return explanation ? `${label} — ${explanation}` : label;
}
