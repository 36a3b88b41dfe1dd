// Words shared by the boards: counted nouns, capitals, lists of names. Pure functions, no DOM:
// unit-tested in js/tests/text.test.js.

/** The plural of a noun: the last word takes the ending ("Challenge token" -> "Challenge tokens"). */
export function pluralOf(word) {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** "1 card", "2 cards", "0 cards". */
export function plural(n, word) {
  return `${n} ${n === 1 ? word : pluralOf(word)}`;
}

/** The word with a capital first letter. */
export function title(word) {
  const text = String(word);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Names in plain English: "A", "A and B", "A, B and C"; "nobody" for none. */
export function listing(names) {
  const list = names.filter((x) => x !== "" && x !== null && x !== undefined).map(String);
  if (!list.length) return "nobody";
  if (list.length === 1) return list[0];
  return `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}`;
}
