/**
 * What the YAML reader (js-yaml) says is wrong with a file's text, in Hungarian. A file a
 * person edited by hand can break this way; the editor itself always writes valid YAML.
 */
const reasons: ReadonlyArray<[RegExp, string]> = [
  [/within a double quoted scalar/, 'egy idézőjeles ("…") szöveg nincs lezárva'],
  [/within a single quoted scalar/, "egy aposztrófos ('…') szöveg nincs lezárva"],
  [/within a flow collection/, "egy szögletes vagy kapcsos zárójel ([ vagy {) nincs lezárva"],
  [
    /^missed comma between flow collection entries/,
    "hiányzik egy vessző a zárójeles lista elemei között",
  ],
  [/^bad indentation/, "hibás a behúzás (a sor elején álló szóközök száma)"],
  [
    /^tab characters must not be used in indentation/,
    "a behúzásban tabulátor áll; csak szóköz lehet",
  ],
  [/^duplicated mapping key/, "ugyanaz a mezőnév kétszer szerepel"],
  [
    /a colon is missed|a multiline key may not be an implicit key|incomplete explicit mapping pair/,
    "hiányzik egy kettőspont a mezőnév után, vagy egy szöveg több sorra tört idézőjel nélkül",
  ],
  [
    /^end of the stream or a document separator is expected/,
    "a sor nem illeszkedik az előzőkhöz (behúzás vagy kettőspont hibás)",
  ],
  [/non-printable characters|null byte/, "a fájlban nem nyomtatható (láthatatlan) karakter áll"],
  [
    /^unknown escape sequence|expected hexadecimal character/,
    "egy idézőjeles szövegben hibás a \\ utáni jel",
  ],
];

export function yamlReason(reason: string): string {
  return (
    reasons.find(([pattern]) => pattern.test(reason))?.[1] ??
    "a fájl szerkezete hibás (nem olvasható YAML)"
  );
}
