#!/usr/bin/env bash
# PNG pictures (issue 17, item 9): arrc's plt.imsave writes, for every
# colormap of runtime/colormaps.def and for data of several dtypes, NaN,
# infinities and values out of [vmin, vmax], the pixels matplotlib 3.6.3
# writes (the same program run by the oracle's interpreter, the files
# decoded and compared pixel by pixel: the bytes of the files differ);
# arrc's plt.imread reads every kind of PNG (gray of 1 to 16 bits, gray
# with alpha, RGB and RGBA of 8 and 16 bits, palettes) to the float32
# array matplotlib returns; a program that calls neither does not link
# libpng. Prints "ok NAME", "FAIL NAME" or "SKIP NAME: why" per check;
# tests/run.sh counts them. Without matplotlib for /usr/bin/python3 the
# comparisons are skipped, visibly.
set -u
cd "$(dirname "$0")/.."
ARRC=${ARRC:-build/arrc}
case "$ARRC" in */*) ARRC=$(cd "$(dirname "$ARRC")" && pwd)/$(basename "$ARRC") ;; esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
here=$(pwd)

# --- linking: -lpng only for programs that use pictures ----------------------
printf 'import numpy as np\nprint(np.zeros(2))\n' >"$tmp/plain.arr"
printf 'import numpy as np\nimport matplotlib.pyplot as plt\nplt.imsave("a.png", np.zeros((2, 2)))\n' >"$tmp/pic.arr"
if "$ARRC" -v "$tmp/plain.arr" -o "$tmp/plain" 2>&1 | grep -q -- -lpng; then
  echo "FAIL png link: a program without pictures links -lpng"
else
  echo "ok png link: no -lpng without pictures"
fi
if "$ARRC" -v "$tmp/pic.arr" -o "$tmp/pic" 2>&1 | grep -q -- '-lpng -lz'; then
  echo "ok png link: -lpng -lz with pictures"
else
  echo "FAIL png link: a program calling plt.imsave does not link -lpng -lz"
fi

if ! /usr/bin/python3 -c 'import matplotlib, PIL' 2>/dev/null; then
  echo "SKIP png pixels: /usr/bin/python3 has no matplotlib (python3-matplotlib)"
  exit 0
fi

# --- imsave: every colormap, arrc's pixels against matplotlib's ----------------
names=$(sed -n 's/^\(CMAP\|REVERSED\)("\([^"]*\)".*/"\2",/p' runtime/colormaps.def | tr '\n' ' ')
cat >"$tmp/pictures.arr" <<ARR
import numpy as np
import matplotlib.pyplot as plt

names = [$names]
ramp = np.linspace(-0.1, 1.1, 320).reshape(16, 20)
ramp[3, 4] = np.nan
ramp[5, 6] = np.inf
ramp[7, 8] = -np.inf
bytes_ramp = np.arange(256).reshape(16, 16).astype(np.uint8)
f32 = np.linspace(-0.5, 2.0, 300).astype(np.float32).reshape(15, 20)
i16 = (np.arange(300).reshape(20, 15) * 37 - 3000).astype(np.int16)
# Values on the boundaries between colours, where float32 arithmetic (which
# matplotlib uses for float32 data) and float64 arithmetic pick different
# colours.
lo, hi = -1.3319120407104492, 2.2725071815659197
edges = (lo + np.arange(260) / 256.0 * (hi - lo)).astype(np.float32).reshape(13, 20)
for name in names:
    plt.imsave(name + "_f64.png", ramp, cmap=name, vmin=0.05, vmax=0.95)
    plt.imsave(name + "_u8.png", bytes_ramp, cmap=name)
    plt.imsave(name + "_f32.png", f32, cmap=name, vmin=-0.3, vmax=1.7, origin="lower")
    plt.imsave(name + "_i16.png", i16, cmap=name)
    plt.imsave(name + "_edges.png", edges, cmap=name, vmin=lo, vmax=hi)
rgb = np.arange(4 * 6 * 3).reshape(4, 6, 3).astype(np.uint8) * 3
plt.imsave("rgb_u8.png", rgb, origin="lower")
plt.imsave("rgba_u8.png", np.arange(4 * 6 * 4).reshape(4, 6, 4).astype(np.uint8) * 2)
plt.imsave("rgb_f64.png", np.linspace(0.0, 1.0, 72).reshape(4, 6, 3))
plt.imsave("rgba_f32.png", np.linspace(0.0, 1.0, 96).astype(np.float32).reshape(4, 6, 4), origin="lower")
ARR
mkdir -p "$tmp/arrc" "$tmp/mpl"
if ! "$ARRC" "$tmp/pictures.arr" -o "$tmp/pictures" 2>"$tmp/err"; then
  echo "FAIL png pixels: the picture program does not compile"
  head -5 "$tmp/err"
elif ! (cd "$tmp/arrc" && "$tmp/pictures" 2>"$tmp/err"); then
  echo "FAIL png pixels: the picture program failed"
  head -5 "$tmp/err"
elif ! (cd "$tmp/mpl" && /usr/bin/python3 "$tmp/pictures.arr" 2>"$tmp/err"); then
  echo "FAIL png pixels: matplotlib failed on the picture program"
  head -5 "$tmp/err"
else
  /usr/bin/python3 tests/png/compare.py pixels "$tmp/arrc" "$tmp/mpl"
fi

# --- imread: every kind of PNG, arrc's arrays against matplotlib's -------------
mkdir -p "$tmp/in"
/usr/bin/python3 tests/png/compare.py write-inputs "$tmp/in"
cat >"$tmp/reader.arr" <<'ARR'
import sys
import numpy as np
import matplotlib.pyplot as plt

folder = sys.argv[1]
for name in ["gray1", "gray2", "gray4", "gray8", "gray16"]:
    path = folder + "/" + name + ".png"
    gray = plt.imread(path)
    h, w = gray.shape
    np.save(path + ".npy", gray)
for name in ["graya8", "graya16", "rgb8", "rgb16", "rgba8", "rgba16", "palette1", "palette4", "palette8",
             "palette_trns"]:
    path = folder + "/" + name + ".png"
    np.save(path + ".npy", plt.imread(path))
ARR
if ! "$ARRC" "$tmp/reader.arr" -o "$tmp/reader" 2>"$tmp/err"; then
  echo "FAIL png imread: the reading program does not compile"
  head -5 "$tmp/err"
elif ! "$tmp/reader" "$tmp/in" 2>"$tmp/err"; then
  echo "FAIL png imread: the reading program failed"
  head -5 "$tmp/err"
else
  /usr/bin/python3 tests/png/compare.py imread "$tmp/in"
fi

# --- imread's run-time errors: a damaged file, a file of the other rank -------
head -c 60 "$tmp/in/rgba8.png" >"$tmp/in/cut.png"
printf 'import matplotlib.pyplot as plt\nimg = plt.imread("%s")\nprint(img.shape)\n' "$tmp/in/cut.png" >"$tmp/cut.arr"
printf 'import matplotlib.pyplot as plt\nimg = plt.imread("%s")\nprint(img.shape)\n' "$tmp/in/gray8.png" >"$tmp/rank.arr"
# NAME FILE TEXT: FILE compiles, and running it ends with status 1 and TEXT.
fails_with() {
  if ! "$ARRC" "$2" -o "$tmp/prog" 2>"$tmp/err"; then
    echo "FAIL $1 (does not compile)"
    head -5 "$tmp/err"
  elif "$tmp/prog" >/dev/null 2>"$tmp/err"; then
    echo "FAIL $1 (ran without an error)"
  elif grep -qF -- "$3" "$tmp/err"; then
    echo "ok $1"
  else
    echo "FAIL $1 (another error)"
    head -3 "$tmp/err"
  fi
}
fails_with "png imread damaged" "$tmp/cut.arr" "runtime error: OSError: $tmp/in/cut.png: "
fails_with "png imread rank" "$tmp/rank.arr" "ValueError: imread('$tmp/in/gray8.png') reads a grayscale picture, which matplotlib returns as a 2-D array, but the program uses the result as a 3-D array"
cd "$here" || exit 1
