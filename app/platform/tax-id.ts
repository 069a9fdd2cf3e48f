/**
 * Spanish tax ids with their check character (Orden EHA/451/2008; RD 1065/2007 for the NIF letter): a NIF
 * of a person (8 digits + letter), a NIE (X/Y/Z + 7 digits + letter) or the NIF of a company, once called
 * CIF (letter + 7 digits + a control digit or letter). `B98765432` has the format and the wrong control
 * (B98765431 is right). Runs anywhere (the browser editor checks it as the owner types): no imports.
 */

const PERSON_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";
const COMPANY_LETTERS = "JABCDEFGHI";

/** Why `raw` is not a valid Spanish tax id (format or check character), or undefined when it is. */
export function taxIdProblem(raw: string): string | undefined {
  const id = raw.trim().toUpperCase();
  const person = /^(\d{8})([A-Z])$/.exec(id) ?? (/^([XYZ])(\d{7})([A-Z])$/.test(id) ? (["", String("XYZ".indexOf(id[0]!)) + id.slice(1, 8), id[8]!] as const) : null);
  if (person) {
    const expected = PERSON_LETTERS[Number(person[1]) % 23]!;
    return person[2] === expected ? undefined : `la letra de control no cuadra con los números: para ${id.slice(0, -1)} es ${expected}`;
  }
  const company = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (!company) return "debe ser un NIF, NIE o CIF español, por ejemplo B12345674";
  const digits = company[2]!.split("").map(Number);
  let sum = 0;
  digits.forEach((d, i) => {
    // Positions 1, 3, 5 and 7 are doubled and their digits added; 2, 4 and 6 are added as they are.
    sum += i % 2 === 0 ? Math.floor((d * 2) / 10) + ((d * 2) % 10) : d;
  });
  const control = (10 - (sum % 10)) % 10;
  const asDigit = String(control);
  const asLetter = COMPANY_LETTERS[control]!;
  const kind = company[1]!;
  const got = company[3]!;
  // Entities of these kinds end in a letter; companies (A, B, E, H) in a digit; the rest may use either.
  const allowed = "NPQRSW".includes(kind) ? [asLetter] : "ABEH".includes(kind) ? [asDigit] : [asDigit, asLetter];
  return allowed.includes(got) ? undefined : `el carácter de control no cuadra con los números: para ${id.slice(0, -1)} es ${allowed.join(" o ")}`;
}
