"""A client of edits and windows, written from JSONWire.md alone (the article, not the code).

It starts two servers on the same app: one answers with edits and windows
(`serve --stdio --edits --window N`), the other with whole screens in the same windows
(`serve --stdio --window N`). A seeded random walk sends both the same requests: acts that the
screen offers (taps, long presses, typed text, back) and windows moved at random. After every
request the client applies the edits to the trees it holds and checks that its copy is the
whole screen, byte for byte in the kit's encoding (keys sorted, UTF-8, only what must be
escaped), as the article promises: an edit never writes an empty part, it clears it.

usage: python3 edits_client.py TRACKER_KIT [--requests N] [--seed S] [--language CODE ...]
Exits 0 and prints one line a walk; exits 1 with the first difference.
"""

import argparse
import json
import os
import random
import subprocess
import sys

TODAY = "2026-11-23"
WINDOW = 5
# Texts a person types, with the traps of the article: one text in two normalizations.
TYPED = ["", "R", "Read", "Café", "Cafe\u0301", "İ", "I\u0307", "чит", "  ", "x" * 40]


class Server:
    """`tracker-kit serve --stdio`: one JSON line out, one back."""

    def __init__(self, tool, arguments):
        self.process = subprocess.Popen(
            [tool, "serve", "--stdio", "--today", TODAY] + arguments,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def send(self, request):
        line = json.dumps(request, ensure_ascii=False, separators=(",", ":"))
        self.process.stdin.write(line.encode("utf-8") + b"\n")
        self.process.stdin.flush()
        answer = self.process.stdout.readline()
        if not answer.endswith(b"\n"):
            raise SystemExit(f"no answer to {line}")
        return answer[:-1]

    def close(self):
        self.process.stdin.close()
        status = self.process.wait(timeout=30)
        if status != 0:
            raise SystemExit(f"serve exited with {status}")


def encode(value):
    """The kit's bytes: keys sorted by their bytes, UTF-8, only quote, backslash and control
    characters escaped (and DEL, U+2028, U+2029)."""
    text = json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    for character in ("\x7f", "\u2028", "\u2029"):
        text = text.replace(character, "\\u%04x" % ord(character))
    return text.encode("utf-8")


def walk(element):
    """Every element of a tree, in reading order."""
    yield element
    for child in element.get("children", []):
        yield from walk(child)


def parent_of(tree, element_id):
    """The element holding the child with `element_id`, and the child's place."""
    for element in walk(tree):
        for index, child in enumerate(element.get("children", [])):
            if child.get("id") == element_id:
                return element, index
    raise SystemExit(f"no element {element_id} to edit")


def find(tree, element_id):
    for element in walk(tree):
        if element.get("id") == element_id:
            return element
    raise SystemExit(f"no element {element_id} to edit")


def apply(held, update):
    """Applies an update to the trees held by screen id; returns the tree it gives."""
    if update["type"] == "whole":
        tree = update["element"]
        held[tree["id"]] = tree
        return tree
    tree = held[update["id"]]
    for edit in update["edits"]:
        kind = edit["type"]
        if kind == "set":
            element = find(tree, edit["id"])
            for part, value in edit.items():
                if part not in ("type", "id", "cleared"):
                    element[part] = value
            for part in edit.get("cleared", []):
                element.pop(part, None)
        elif kind == "insert":
            find(tree, edit["parent"]).setdefault("children", []).insert(
                edit["index"], edit["element"])
        elif kind == "remove":
            parent, index = parent_of(tree, edit["id"])
            del parent["children"][index]
            if not parent["children"]:
                del parent["children"]  # no children: absent, as in a whole tree
        elif kind == "move":
            parent, index = parent_of(tree, edit["id"])
            child = parent["children"].pop(index)
            parent["children"].insert(edit["index"], child)
        elif kind == "replace":
            find(tree, edit["parent"])["children"][edit["index"]] = edit["element"]
        else:
            raise SystemExit(f"an edit the article does not name: {kind}")
    return tree


def requests(screen, can_go_back, rng):
    """What a person's front end could send on this screen."""
    offered = []
    for element in walk(screen):
        if element is screen or "id" not in element:
            continue
        enabled = element.get("state", {}).get("isEnabled", True)
        if element.get("intents") and enabled:
            offered.append({"tap": element["id"]})
        if element.get("longPressIntents") and enabled:
            offered.append({"longPress": element["id"]})
        if element["kind"] == "text-field" and enabled:
            offered.append({"type": {"id": element["id"], "text": rng.choice(TYPED)}})
    if can_go_back:
        offered.append({"back": True})
    lists = [child["id"] for child in screen.get("children", []) if child["kind"] == "list"]
    roll = rng.random()
    if lists and roll < 0.15:
        return {"window": {"id": rng.choice(lists), "first": rng.randrange(12),
                           "count": rng.randint(1, 6)}}
    if roll < 0.18:
        return {"window": {"count": rng.randint(1, 8)}}
    if roll < 0.19:
        return {"request": "show", "show": True}
    return rng.choice(offered) if offered else {"back": True}


def run(tool, app, language, count, seed):
    arguments = ["--app", app, "--locale", language, "--window", str(WINDOW)]
    edits, whole = Server(tool, arguments + ["--edits"]), Server(tool, arguments)
    held = {}
    rng = random.Random(f"{seed} {app} {language}")
    request = {"show": True}
    edited = 0
    for step in range(count):
        line, reference = edits.send(request), whole.send(request)
        answer, expected = json.loads(line), json.loads(reference)
        if encode(expected) != reference:
            raise SystemExit(f"the kit's bytes are not the article's encoding:\n{reference[:300]}")
        if expected["type"] == "error":
            if answer != expected:
                raise SystemExit(f"step {step} {request}: {answer} against {expected}")
        else:
            if answer["type"] != "edits" or expected["type"] != "screen":
                raise SystemExit(f"step {step}: answers of types {answer['type']}, {expected['type']}")
            for key in ("name", "canGoBack", "presentation"):
                if answer[key] != expected[key]:
                    raise SystemExit(f"step {step} {request}: {key} {answer[key]} != {expected[key]}")
            if expected["screen"]["id"] != expected["name"]:
                raise SystemExit(f"a screen's name is not its root's id: {expected['name']}")
            edited += answer["update"]["type"] == "edits"
            copies = [(apply(held, answer["update"]), expected["screen"])]
            if "underUpdate" in answer or "under" in expected:
                copies.append((apply(held, answer["underUpdate"]), expected["under"]))
            for copy, screen in copies:
                if encode(copy) != encode(screen):
                    raise SystemExit(
                        f"step {step} {json.dumps(request, ensure_ascii=False)} on "
                        f"{expected['name']}: the copy differs from the whole screen")
            shown, can_go_back = expected["screen"], expected["canGoBack"]
        request = requests(shown, can_go_back, rng)
    edits.close()
    whole.close()
    print(f"{app} in {language}: {count} requests, {edited} answered with edits, copies identical")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("tool")
    parser.add_argument("--requests", type=int, default=150)
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--language", nargs="*")
    options = parser.parse_args()
    languages = options.language or ["en"]
    for language in languages:
        for app in ("tracker", "goals"):
            run(options.tool, app, language, options.requests, options.seed)


if __name__ == "__main__":
    main()
