#!/usr/bin/python3
"""Helpers of tests/png.sh, run by the oracle's interpreter (matplotlib 3.6.3).

    compare.py write-inputs DIR    PNG files of every kind imread meets (gray
                                   of 1, 2, 4, 8 and 16 bits, gray+alpha,
                                   RGB and RGBA of 8 and 16 bits, palettes
                                   with and without transparency), written
                                   chunk by chunk so that each kind is exact
    compare.py pixels A B          every PNG of B (matplotlib's) decodes to
                                   the pixels of the same file in A (arrc's)
    compare.py imread DIR          each DIR/NAME.png.npy that arrc's imread
                                   saved equals matplotlib's imread of NAME.png

Each prints "ok ..." or "FAIL ..." lines for tests/run.sh.
"""
import glob
import os
import struct
import sys
import zlib

import numpy as np


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def png(path, width, height, depth, color, rows, palette=None, trns=None):
    """rows: lists of samples (channels interleaved) per row."""
    raw = b""
    for row in rows:
        raw += b"\0"
        if depth < 8:
            bits = "".join(format(v, "0%db" % depth) for v in row)
            bits += "0" * (-len(bits) % 8)
            raw += bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits), 8))
        elif depth == 8:
            raw += bytes(row)
        else:
            raw += b"".join(struct.pack(">H", v) for v in row)
    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, color, 0, 0, 0))
    if palette is not None:
        out += chunk(b"PLTE", bytes(v for rgb in palette for v in rgb))
    if trns is not None:
        out += chunk(b"tRNS", bytes(trns))
    out += chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(out)


def write_inputs(folder):
    w, h = 7, 5
    rng = np.random.RandomState(7)
    for depth in (1, 2, 4, 8, 16):
        rows = rng.randint(0, 2 ** depth, size=(h, w)).tolist()
        png(os.path.join(folder, "gray%d.png" % depth), w, h, depth, 0, rows)
    for depth in (8, 16):
        png(os.path.join(folder, "graya%d.png" % depth), w, h, depth, 4,
            rng.randint(0, 2 ** depth, size=(h, w * 2)).tolist())
        png(os.path.join(folder, "rgb%d.png" % depth), w, h, depth, 2,
            rng.randint(0, 2 ** depth, size=(h, w * 3)).tolist())
        png(os.path.join(folder, "rgba%d.png" % depth), w, h, depth, 6,
            rng.randint(0, 2 ** depth, size=(h, w * 4)).tolist())
    palette = rng.randint(0, 256, size=(16, 3)).tolist()
    for depth in (1, 4, 8):
        rows = rng.randint(0, min(16, 2 ** depth), size=(h, w)).tolist()
        png(os.path.join(folder, "palette%d.png" % depth), w, h, depth, 3, rows, palette=palette)
    rows = rng.randint(0, 16, size=(h, w)).tolist()
    png(os.path.join(folder, "palette_trns.png"), w, h, 8, 3, rows, palette=palette,
        trns=rng.randint(0, 256, size=10).tolist())


def pixels(mine, theirs):
    from PIL import Image
    names = sorted(os.path.basename(p) for p in glob.glob(os.path.join(theirs, "*.png")))
    if not names:
        print("FAIL png pixels: matplotlib wrote no pictures")
        return
    wrong = []
    for name in names:
        path = os.path.join(mine, name)
        if not os.path.exists(path):
            wrong.append("%s: arrc did not write it" % name)
            continue
        a, b = Image.open(path), Image.open(os.path.join(theirs, name))
        if a.mode != b.mode:
            wrong.append("%s: mode %s, matplotlib's %s" % (name, a.mode, b.mode))
            continue
        pa, pb = np.asarray(a), np.asarray(b)
        if pa.shape != pb.shape:
            wrong.append("%s: shape %s, matplotlib's %s" % (name, pa.shape, pb.shape))
        elif not np.array_equal(pa, pb):
            at = tuple(np.argwhere(pa != pb)[0][:2])
            wrong.append("%s: pixel %s is %s, matplotlib's %s (%d bytes differ)"
                         % (name, at, pa[at].tolist(), pb[at].tolist(), int((pa != pb).sum())))
    if wrong:
        print("FAIL png pixels: %d of %d pictures differ" % (len(wrong), len(names)))
        for line in wrong[:10]:
            print("  " + line)
    else:
        print("ok png pixels: %d pictures equal to matplotlib's" % len(names))


def imread(folder):
    import matplotlib.pyplot as plt
    names = sorted(glob.glob(os.path.join(folder, "*.png")))
    for path in names:
        name = os.path.basename(path)
        want = plt.imread(path)
        if not os.path.exists(path + ".npy"):
            print("FAIL png imread %s: arrc saved nothing" % name)
            continue
        got = np.load(path + ".npy")
        if got.dtype != want.dtype or got.shape != want.shape or not np.array_equal(got, want):
            print("FAIL png imread %s: %s %s, matplotlib's %s %s" % (name, got.dtype, got.shape, want.dtype,
                                                                   want.shape))
        else:
            print("ok png imread %s" % name)


if __name__ == "__main__":
    {"write-inputs": write_inputs, "pixels": pixels, "imread": imread}[sys.argv[1]](*sys.argv[2:])
