/**
 * Passwords found at the top of public breach corpora (the lists everyone's guesser starts with),
 * in the seven languages we serve, keeping those of 10 characters or more since shorter ones are
 * refused anyway; variations (case, a trailing number or symbol, leetspeak) are folded first.
 */
const COMMON = new Set(
  [
    "1234567890",
    "0123456789",
    "0987654321",
    "1234554321",
    "1122334455",
    "1111111111",
    "0000000000",
    "1212121212",
    "123123123123",
    "123456789a",
    "a123456789",
    "12345678910",
    "qwertyuiop",
    "azertyuiop",
    "qwertzuiop",
    "asdfghjkl",
    "1q2w3e4r5t",
    "1qaz2wsx3edc",
    "qazwsxedc",
    "qwerty123",
    "qwertyuiop123",
    "azerty123",
    "123qweasdzxc",
    "zaq12wsx",
    "password",
    "motdepasse",
    "passwort",
    "contrasena",
    "contrasenya",
    "palavrapasse",
    "wachtwoord",
    "parolachiave",
    "iloveyou",
    "jetaime",
    "ichliebedich",
    "teamo",
    "tiamo",
    "ikhouvanjou",
    "princess",
    "football",
    "fussball",
    "baseball",
    "sunshine",
    "superman",
    "batman",
    "welcome",
    "bienvenue",
    "willkommen",
    "bienvenido",
    "benvenuto",
    "welkom",
    "letmein",
    "trustno",
    "monkey",
    "dragon",
    "master",
    "shadow",
    "michael",
    "jennifer",
    "charlie",
    "soleil",
    "doudou",
    "chouchou",
    "bonjour",
    "loulou",
    "marseille",
    "nicolas",
    "julien",
    "camille",
    "hallo",
    "schatz",
    "ficken",
    "holamundo",
    "hola",
    "senha",
    "ciao",
    "amore",
    "juventus",
    "barcelona",
    "realmadrid",
    "benfica",
    "ajax",
    "changeme",
    "administrator",
    "admin",
    "root",
    "secret",
    "geheim",
    "segreto",
    "secreto",
    "azerty",
    "qwerty",
    "abcdefghij",
    "abcdefgh",
    "abcd1234",
    "abc123",
    "computer",
    "internet",
    "starwars",
    "pokemon",
    "minecraft",
    "liverpool",
    "chelsea",
    "arsenal",
    "manchester",
    "ikea",
    "frontalier",
    "pass",
    "login",
    "test",
    "freedom",
    "whatever",
    "flower",
    "lovely",
    "hello",
    "hellokitty",
    "matrix",
    "mustang",
    "michelle",
    "daniel",
    "thomas",
    "jordan",
    "hunter",
    "killer",
    "summer",
    "winter",
    "spring",
    "autumn",
  ].map(fold),
);

/** `P@ssw0rd2024!` → `password`: lower case, leetspeak undone, trailing digits and symbols dropped. */
function fold(password: string): string {
  const lower = password.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, "");
  if (!core) return lower;
  return core
    .replace(/[@4]/g, "a")
    .replace(/3/g, "e")
    .replace(/[1!]/g, "i")
    .replace(/0/g, "o")
    .replace(/[$5]/g, "s")
    .replace(/7/g, "t");
}

const KEY_ROWS = [
  "1234567890",
  "qwertyuiop",
  "azertyuiop",
  "asdfghjkl",
  "qsdfghjklm",
  "zxcvbnm",
  "abcdefghijklmnopqrstuvwxyz",
];

/** True for a common password, one character repeated, or a run along a keyboard row or the alphabet. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (new Set(lower).size <= 2) return true;
  for (const row of KEY_ROWS) {
    if (row.includes(lower) || [...row].reverse().join("").includes(lower)) return true;
  }
  const folded = fold(password);
  if (COMMON.has(lower) || COMMON.has(folded)) return true;
  // "motdepasse" twice, "password" + a year: the common word with little else around it.
  for (const word of COMMON) {
    if (word.length >= 6 && folded.length - word.length <= 3 && folded.includes(word)) return true;
  }
  return false;
}
