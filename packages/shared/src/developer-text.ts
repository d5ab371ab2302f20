/**
 * What belongs in the README and the docs, not on a shopper's page: commands, environment
 * variables, file names and paths, loopback addresses, command-line flags. Each rule names what
 * it found so that a failing test says which words to rewrite.
 */
const rules: readonly { name: string; pattern: RegExp }[] = [
  { name: "a command", pattern: /\b(?:npm|npx|pnpm|yarn|node|docker|git|curl)\s+[a-z-]/i },
  { name: "an environment variable", pattern: /\b[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]\b/ },
  {
    name: "a file name",
    pattern: /\b[\w-]+\.(?:tsx?|jsx?|mjs|cjs|json|csv|xml|ya?ml|md|sql|sh|env|lock|log)\b/i,
  },
  {
    name: "a file path",
    pattern:
      /(?:^|[\s(«"'`])(?:\.{1,2}\/|\/?(?:src|apps|packages|data|scripts|docs|node_modules|tmp|etc|usr|var)\/)/,
  },
  { name: "a loopback address", pattern: /\blocalhost\b|\b127\.0\.0\.1\b|\b0\.0\.0\.0\b/i },
  { name: "a command-line flag", pattern: /(?:^|\s)--[a-z][\w-]+/ },
  { name: "a code span", pattern: /`[^`]+`/ },
];

/** The first kind of developer text found in `text` with the words that matched, or null. */
export function findDeveloperText(text: string): { rule: string; match: string } | null {
  for (const { name, pattern } of rules) {
    const found = pattern.exec(text);
    if (found) return { rule: name, match: found[0].trim() };
  }
  return null;
}
