// How the rules-named codemod (scripts/name-rules.mjs) words a rule in place of a spec number: the rule's short name
// and its id, fitted to the sentence around the citation.
import { commentsOf, ruleTable } from './citations.mjs';

const nameOf = (table, id) => {
  const name = table.get(id);
  if (!name) throw new Error(`docs/rules.md has no rule ${id}`);
  return name;
};

/** The words that replace one citation, fitted to the sentence around it. */
function named(table, citation, before, after) {
  const names = citation.rules.map((id) => nameOf(table, id));
  const phrase = names.length === 1 ? `${names[0]} rule` : `${names.slice(0, -1).join(', ')} and ${names.at(-1)} rules`;
  const ids = `rules: ${citation.rules.join(', ')}`;
  const line = before
    .split('\n')
    .at(-1)
    .replace(/^\s*(\{?\/\*\*?|\/\/+|\*)?\s*/, '');
  const startsSentence = /(^|[.!?]\s)\s*$/.test(line) || /^["'`(]?$/.test(line.trim());
  const article = /\bthe\s+$/i.test(before) ? '' : startsSentence && !/\(\s*$/.test(line) ? 'The ' : 'the ';
  if (/\(\s*$/.test(before) && /^\s*\)/.test(after)) return { text: `${article}${phrase}, ${ids}`, eat: 0 };
  if (after.startsWith("'s ")) return { text: `${article}${phrase}'s (${ids})`, eat: 2 };
  return { text: `${article}${phrase} (${ids})`, eat: 0 };
}

/** A comment with its citations named, last first so the earlier positions stay put. */
function rewriteComment(table, comment, citations) {
  let text = comment;
  for (const citation of [...citations].sort((a, b) => b.at - a.at)) {
    const end = citation.at + citation.text.length;
    const { text: words, eat } = named(table, citation, text.slice(0, citation.at), text.slice(end));
    text = text.slice(0, citation.at) + words + text.slice(end + eat);
  }
  return text;
}

/** A file's text with every citing comment rewritten, and how many citations and comments there were. */
export function rewriteText(file, text, table = ruleTable()) {
  const citing = commentsOf(file, text).filter((c) => c.citations.length > 0);
  let next = text;
  for (const c of [...citing].sort((a, b) => b.pos - a.pos))
    next = next.slice(0, c.pos) + rewriteComment(table, c.comment, c.citations) + next.slice(c.end);
  return { text: next, comments: citing.length, citations: citing.reduce((sum, c) => sum + c.citations.length, 0) };
}
