# repr() of strings with the characters Python escapes or keeps, in host code
# and in @njit code: through {s!r} in host f-strings (Numba 0.56 refuses
# conversions in @njit f-strings) and through printing lists and tuples of
# strings. The expected output is CPython 3.11's
# (str.isprintable() of Unicode 14.0): C0 and C1 controls, DEL, the no-break
# space and soft hyphen, format characters, line and paragraph separators,
# combining marks (kept), unassigned code points (escaped), private use,
# tags, emoji and a surrogate written as an escape.
from numba import njit

SAMPLES = [
    "tab\tnl\ncr\r nul\x00 esc\x1b del\x7f",
    "c1 \x80\x85\x9f nbsp\xa0 \xa1 shy\xad \xae \xff",
    "arabic \u0600\u0605\u061c\u06dd syriac \u070f",
    "combining e\u0301 a\u0300\u036f \u20dd",
    "unassigned \u0378\u0380\u0530\u05ff\u2065\ufdd0\uffff",
    "separators \u2028\u2029 \u202f\u205f\u3000 \u1680\u180e",
    "format \u200b\u200d\u2060\u2066\u206f\ufeff",
    "astral \U000110bd\U00013430\U0001d173\U000e0001\U000e0100",
    "emoji \U0001f600\U0001f9ff\U0001faff\U0002a6df\U0002a6e0",
    "private \ue000\uf8ff\U000f0000\U0010fffd\U0010ffff",
    "surrogate \ud800\udfff",
    "quotes ' only",
    "both ' and \"",
    "back\\slash",
]


@njit
def show_jit(s):
    print([s, "\u00e9\u00a0"])
    print((s, 1))


def show_host(s):
    print(f"{s!r}")
    print([s, "\u00e9\u00a0"])
    print((s, 1))


for s in SAMPLES:
    show_host(s)
    show_jit(s)
