/**
 * Long sentences the reviews share (issue 37 item 5): ten reviews are ten analyses, so a long sentence
 * that reads the same in eight of them is template text that belongs once on a guide page, linked from
 * each review. Pure: the caller hands each review's text blocks (legal notices already left out by
 * their `data-aviso-legal` marker, never by their wording).
 */

/** A sentence this long or longer counts (characters, after folding spaces). */
export const LONG_SENTENCE = 60;
/** Shared by this many reviews or more, a sentence is template text. */
export const SHARED_BY = 8;

/** The sentences of one block of text, the operator's name blanked so that «X ofrece…» matches across reviews. */
export function sentencesOf(block: string, operatorName: string): string[] {
  const folded = block.replace(/[\s\u00a0]+/g, " ").trim();
  if (!folded) return [];
  return folded
    .split(/(?<=[.!?…])\s+/)
    .map((s) => s.split(operatorName).join("«operador»").trim())
    .filter((s) => s.length >= LONG_SENTENCE);
}

/**
 * The long sentences found in at least `SHARED_BY` reviews (each review counted once per sentence),
 * most shared first, with how many reviews hold each.
 */
export function sharedLongSentences(reviews: readonly { name: string; blocks: readonly string[] }[], sharedBy = SHARED_BY): { sentence: string; reviews: number }[] {
  const count = new Map<string, number>();
  for (const r of reviews) {
    const own = new Set(r.blocks.flatMap((b) => sentencesOf(b, r.name)));
    for (const s of own) count.set(s, (count.get(s) ?? 0) + 1);
  }
  return [...count]
    .filter(([, n]) => n >= sharedBy)
    .map(([sentence, n]) => ({ sentence, reviews: n }))
    .sort((a, b) => b.reviews - a.reviews || a.sentence.localeCompare(b.sentence));
}
