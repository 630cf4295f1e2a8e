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

/** The part of a tag a filter chip reads (GET tags). */
export interface TagWords {
  slug: string;
  title: string;
  description: string | null;
}

/**
 * An experience or accessibility tag on a filter chip (issue 20: short names, the words on
 * demand): `films.tags.<slug>.short` where the tag's own title is a whole phrase ("Sous-titres
 * sourds et malentendants"), explained by that title and the tag's description; else its title,
 * explained by its description.
 */
export function tagText(tag: TagWords, lookup: Lookup): VersionText {
  const short = lookup(`films.tags.${tag.slug}.short`);
  if (short) return { label: short, explanation: [tag.title, tag.description].filter(Boolean).join(' — ') };
  return { label: tag.title, explanation: tag.description };
}
