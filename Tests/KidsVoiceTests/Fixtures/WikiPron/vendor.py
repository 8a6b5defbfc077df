#!/usr/bin/env python3
"""Vendors the rows of WikiPron's Wiktionary pronunciations that the pronunciation check needs.

WikiPron (https://github.com/CUNY-CL/wikipron, Apache-2.0 code) scrapes Wiktionary, whose pronunciations are
CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/): the rows kept here carry that licence.

Usage (a checkout of WikiPron, and the folder of this project):

    python3 Tests/KidsVoiceTests/Fixtures/WikiPron/vendor.py /path/to/wikipron

For each reference file it keeps the rows of every word written in any pack (every word of every text in
Content/*/ and docs/example-pack/, so new content finds its rows without a new list), and the rows of the
words that name letters and numbers (names.json: for each file, the letters and the numbers 0–20
as the voice says them → the words of the reference that name them; several: any of them). Run it again after adding content; the test names a word
that has no row.
"""
import json
import pathlib
import re
import sys

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[3]
FILES = ["eng_latn_uk_broad", "eng_latn_us_broad", "fra_latn_broad", "spa_latn_ca_broad", "deu_latn_broad"]
WORD = re.compile(r"[^\W\d_]+(?:[-'’][^\W\d_]+)*")


def strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from strings(item)


def pack_words():
    words = set()
    packs = list((ROOT / "Content").iterdir()) + [ROOT / "docs" / "example-pack"]
    for pack in packs:
        for path in pack.glob("*.json"):
            for text in strings(json.loads(path.read_text(encoding="utf-8"))):
                for word in WORD.findall(text):
                    word = word.replace("’", "'")
                    words.update({word, word.lower(), word.capitalize()})
                    # An elided French article or a hyphenated word: its parts too ("l'étoile", "dix-sept").
                    for part in re.split(r"[-']", word):
                        words.update({part, part.lower(), part.capitalize()})
    return words


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    source = pathlib.Path(sys.argv[1]) / "data" / "scrape" / "tsv"
    names = json.loads((HERE / "names.json").read_text(encoding="utf-8"))
    words = pack_words()
    for name in FILES:
        wanted = set(words)
        for table in ("letters", "numbers"):
            for spellings in names[name][table].values():
                wanted.update(spellings)
        kept = []
        with open(source / f"{name}.tsv", encoding="utf-8") as rows:
            for row in rows:
                if row.split("\t", 1)[0] in wanted:
                    kept.append(row if row.endswith("\n") else row + "\n")
        (HERE / f"{name}.tsv").write_text("".join(sorted(set(kept))), encoding="utf-8")
        print(f"{name}: {len(set(kept))} rows")


if __name__ == "__main__":
    main()
